import "server-only";
import type { ExpertContent } from "@/lib/domain/expert-snapshot";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";
import type { GuardMode } from "@/lib/generated/prisma/enums";

/** A JSON list column (plugins, guard markers, deny list) read as the strings it holds. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The team-guard columns of an Expert row as settings. */
export function teamGuardFromRow(row: { guardMode: GuardMode; guardMarkers: unknown; guardDeny: unknown }): TeamGuardSettings {
  return {
    mode: row.guardMode,
    markers: stringList(row.guardMarkers),
    deny: stringList(row.guardDeny),
  };
}

/** What an Expert's editable content is stored as: the one mapping both a save and a restore write. */
export function toExpertColumns(content: ExpertContent) {
  return {
    name: content.name,
    nameKey: content.name.toLowerCase(),
    description: content.description,
    priceLabel: content.priceLabel,
    instructions: content.instructions,
    defaultModel: content.defaultModel,
    plugins: content.plugins,
    delegatable: content.delegatable,
    delegationBrief: content.delegationBrief,
    guardMode: content.teamGuard.mode,
    guardMarkers: content.teamGuard.markers,
    guardDeny: content.teamGuard.deny,
  };
}
