import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import type { ExpertContent } from "@/lib/domain/expert-snapshot";
import { liveColumnsOf } from "@/lib/domain/expert-version";
import { BUILTIN_SUBAGENTS, normalizeBuiltinHandle } from "@/lib/domain/subagents/builtins";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/prisma-client";

// The one write path of an Expert's content: the Studio's save, discard and restore and the
// workspace seed. It sits beside prisma-client.ts, outside lib/server, because the seed runs it from
// a plain script (scripts/seed.ts, the test setup), where `server-only` cannot be imported.

type ContentTx = Pick<Db, "subagentSpec" | "builtinSwitch" | "expertVersion">;

type ExpertColumnInput = Prisma.ExpertUncheckedUpdateManyInput;

// The content fields stored in a column of their own name (the team guard is spread over three): a
// field missing here, or listed without its column, fails typecheck.
const SAME_NAME_COLUMNS = {
  name: true,
  description: true,
  priceLabel: true,
  instructions: true,
  defaultModel: true,
  plugins: true,
  delegatable: true,
  delegationBrief: true,
} satisfies { [K in Exclude<keyof ExpertContent, "teamGuard">]: K extends keyof ExpertColumnInput ? true : never };

/** What an Expert's own columns hold of its content: the one mapping every write uses. */
export function toExpertColumns(content: ExpertContent) {
  const sameName = Object.fromEntries(
    Object.keys(SAME_NAME_COLUMNS).map((field) => [field, content[field as keyof typeof SAME_NAME_COLUMNS]]),
  ) as Pick<ExpertContent, keyof typeof SAME_NAME_COLUMNS>;
  return {
    ...sameName,
    nameKey: content.name.toLowerCase(),
    guardMode: content.teamGuard.mode,
    guardMarkers: content.teamGuard.markers,
    guardDeny: content.teamGuard.deny,
  } satisfies ExpertColumnInput;
}
export type ExpertColumns = ReturnType<typeof toExpertColumns>;

/** Content to write; without `disabledBuiltins` the stored switches stay as they are (a save from an older editor). */
export type WritableContent = ExpertContent &
  Pick<ExpertVersionConfig, "specs"> & { disabledBuiltins?: readonly string[] };

/**
 * How the switched-off builtins are written. `merge` (a Studio save or restore, rules §2.4): every
 * current builtin on unless listed, a listed handle no builtin uses stored inertly, other stored
 * handles left as they are. `exact` (discard, seed): the stored switches become the list.
 */
export type SwitchWrite = "merge" | "exact";

/**
 * Writes an Expert's content in the caller's transaction: `writeRow` writes its own columns (the
 * Studio's versioned update, the seed's upsert), then its specs and its builtin switches.
 */
export async function writeExpertContent(
  tx: ContentTx,
  expertId: string,
  content: WritableContent,
  switches: SwitchWrite,
  writeRow: (columns: ExpertColumns) => Promise<unknown>,
): Promise<void> {
  await writeRow(toExpertColumns(content));
  await tx.subagentSpec.deleteMany({ where: { expertId } });
  if (content.specs.length > 0) {
    await tx.subagentSpec.createMany({ data: content.specs.map((raw, position) => ({ expertId, position, raw })) });
  }
  if (content.disabledBuiltins) await writeBuiltinSwitches(tx, expertId, content.disabledBuiltins, switches);
}

async function writeBuiltinSwitches(
  tx: ContentTx,
  expertId: string,
  disabledHandles: readonly string[],
  how: SwitchWrite,
) {
  const disabled = new Set(disabledHandles.map(normalizeBuiltinHandle));
  if (how === "exact") {
    await tx.builtinSwitch.deleteMany({ where: { expertId } });
    await tx.builtinSwitch.createMany({ data: [...disabled].map((handle) => ({ expertId, handle, enabled: false })) });
    return;
  }
  const handles = new Set([...BUILTIN_SUBAGENTS.map((b) => b.name), ...disabled]);
  for (const handle of handles) {
    const enabled = !disabled.has(handle);
    await tx.builtinSwitch.upsert({
      where: { expertId_handle: { expertId, handle } },
      create: { expertId, handle, enabled },
      update: { enabled },
    });
  }
}

/**
 * Freezes `config` as the Expert's next live version (rules §10) and returns the columns that point
 * the Expert at it, with the roster fields copied (one join for the roster); the caller writes them.
 */
export async function createLiveVersion(
  tx: ContentTx,
  expertId: string,
  config: ExpertVersionConfig,
  by: { publishedById: string; rolledBackFrom?: number | null },
) {
  const { _max } = await tx.expertVersion.aggregate({ where: { expertId }, _max: { number: true } });
  const number = (_max.number ?? 0) + 1;
  const version = await tx.expertVersion.create({
    data: { expertId, number, config, publishedById: by.publishedById, rolledBackFrom: by.rolledBackFrom ?? null },
    select: { id: true },
  });
  return { number, columns: liveVersionColumns(version.id, config) };
}

/** The Expert's columns that point at live version `liveVersionId` of `config`. */
export function liveVersionColumns(liveVersionId: string, config: ExpertVersionConfig) {
  return { liveVersionId, ...liveColumnsOf(config) };
}
