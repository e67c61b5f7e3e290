import "server-only";
import type { VersionSelector } from "@/lib/domain/expert-version";
import type { Injection } from "@/lib/domain/injection";
import { assembleInjection } from "./assemble";

/**
 * An Expert's resolved subagents and build report as its owner's sessions get them, with no roster
 * (resolution does not depend on who asks): for lists and pages that show an Expert's subagents.
 * Null when the Expert is missing or deleted. By default the version its sessions get (rules §10);
 * the Studio's own list asks for the draft.
 */
export async function resolveExpertSubagents(
  expertId: string,
  ownerId: string,
  version: VersionSelector = "served",
): Promise<Pick<Injection, "subagents" | "subagentReport"> | null> {
  const assembled = await assembleInjection({ expertId, userId: ownerId, message: null, requireUsable: true, version });
  return assembled && { subagents: assembled.injection.subagents, subagentReport: assembled.injection.subagentReport };
}
