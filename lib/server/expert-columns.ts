import "server-only";
import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GuardMode } from "@/lib/generated/prisma/enums";

/** A JSON list column (plugins, guard markers, deny list) read as the strings it holds. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The team-guard columns of an Expert row as settings. */
export function teamGuardFromRow(row: {
  guardMode: GuardMode;
  guardMarkers: unknown;
  guardDeny: unknown;
}): TeamGuardSettings {
  return {
    mode: row.guardMode,
    markers: stringList(row.guardMarkers),
    deny: stringList(row.guardDeny),
  };
}

/** The columns of an Expert's draft an injection is built from (the harness reads its switches apart). */
export const INJECTED_CONTENT_SELECT = {
  name: true,
  slug: true,
  defaultModel: true,
  plugins: true,
  guardMode: true,
  guardMarkers: true,
  guardDeny: true,
  subagents: { orderBy: { position: "asc" }, select: { raw: true } },
} satisfies Prisma.ExpertSelect;

/** What an Expert's content is read from: its own columns, its specs and its switched-off builtins. */
export const EXPERT_CONTENT_SELECT = {
  ...INJECTED_CONTENT_SELECT,
  description: true,
  instructions: true,
  delegationBrief: true,
  delegatable: true,
  priceLabel: true,
  builtinSwitches: { where: { enabled: false }, orderBy: { handle: "asc" }, select: { handle: true } },
} satisfies Prisma.ExpertSelect;

type ContentRow = Prisma.ExpertGetPayload<{ select: typeof EXPERT_CONTENT_SELECT }>;

/** The content of an Expert row read with EXPERT_CONTENT_SELECT (the audit snapshot and the editor read it so). */
export function contentFromRow(row: ContentRow): ExpertVersionConfig {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    instructions: row.instructions,
    delegationBrief: row.delegationBrief,
    delegatable: row.delegatable,
    priceLabel: row.priceLabel,
    defaultModel: row.defaultModel,
    plugins: stringList(row.plugins),
    teamGuard: teamGuardFromRow(row),
    specs: row.subagents.map((s) => s.raw),
    disabledBuiltins: row.builtinSwitches.map((s) => s.handle),
  };
}
