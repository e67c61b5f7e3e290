import { z } from "zod";

export const MESSAGE_LIMIT = 100_000;
export const HISTORY_LIMIT = 40;

/** Which version a turn runs: the saved draft, the current live version, or a live version by number ("v3"). */
export type PlaygroundVersionKey = "draft" | "live" | `v${number}`;
/** One choice the page offers; `number` is the live version's, null for the draft. */
export type PlaygroundVersionOption = { key: PlaygroundVersionKey; label: string; number: number | null };

const VERSION_KEY = /^(draft|live|v[1-9][0-9]{0,8})$/;

/** The live version a key names by number ("v3" → 3), null for "draft" and "live". */
export function versionNumberOf(key: PlaygroundVersionKey): number | null {
  return key.startsWith("v") ? Number(key.slice(1)) : null;
}

/** The choice a key selects: the key itself when offered, else the live version of that number ("v3" for "Live v3 (current)"). */
export function offeredVersion(
  options: readonly PlaygroundVersionOption[],
  key: PlaygroundVersionKey,
): PlaygroundVersionOption | null {
  const number = versionNumberOf(key);
  return (
    options.find((o) => o.key === key) ?? (number === null ? null : (options.find((o) => o.number === number) ?? null))
  );
}

/** What the page sends for one turn: the new message and the conversation so far (answers as text). */
export const PlaygroundRequestSchema = z.object({
  version: z
    .string({ error: 'version must be "draft", "live" or a live version such as "v1"' })
    .regex(VERSION_KEY, { error: 'version must be "draft", "live" or a live version such as "v1"' })
    .transform((key) => key as PlaygroundVersionKey),
  message: z
    .string({ error: "message must be text" })
    .trim()
    .min(1, { error: "Write a message first" })
    .max(MESSAGE_LIMIT, { error: `message must be at most ${MESSAGE_LIMIT.toLocaleString("en")} characters` }),
  history: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: 'history roles are "user" or "assistant"' }),
        content: z.string({ error: "history content must be text" }).max(MESSAGE_LIMIT, {
          error: `a history message must be at most ${MESSAGE_LIMIT.toLocaleString("en")} characters`,
        }),
      }),
      { error: "history must be a list" },
    )
    .max(HISTORY_LIMIT, { error: `history holds at most ${HISTORY_LIMIT} messages` })
    .default([]),
});

export type PlaygroundRequest = z.output<typeof PlaygroundRequestSchema>;
