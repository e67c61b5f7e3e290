import { z } from "zod";

export const MESSAGE_LIMIT = 100_000;
export const HISTORY_LIMIT = 40;

/** What the page sends for one turn: the new message and the conversation so far (answers as text). */
export const PlaygroundRequestSchema = z.object({
  version: z.enum(["draft", "live"], { error: 'version must be "draft" or "live"' }),
  message: z
    .string({ error: "message must be text" })
    .trim()
    .min(1, { error: "Write a message first" })
    .max(MESSAGE_LIMIT, { error: `message must be at most ${MESSAGE_LIMIT.toLocaleString("en")} characters` }),
  history: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: 'history roles are "user" or "assistant"' }),
        content: z.string({ error: "history content must be text" }).max(MESSAGE_LIMIT, { error: `a history message must be at most ${MESSAGE_LIMIT.toLocaleString("en")} characters` }),
      }),
      { error: "history must be a list" },
    )
    .max(HISTORY_LIMIT, { error: `history holds at most ${HISTORY_LIMIT} messages` })
    .default([]),
});

export type PlaygroundRequest = z.output<typeof PlaygroundRequestSchema>;
