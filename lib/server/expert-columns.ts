import "server-only";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";

/** A JSON list column (plugins, guard markers, deny list) read as the strings it holds. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The team-guard columns of an Expert row as settings; an unknown mode reads as the default, enforce. */
export function teamGuardFromRow(row: { guardMode: string; guardMarkers: unknown; guardDeny: unknown }): TeamGuardSettings {
  return {
    mode: row.guardMode === "warn" || row.guardMode === "off" ? row.guardMode : "enforce",
    markers: stringList(row.guardMarkers),
    deny: stringList(row.guardDeny),
  };
}
