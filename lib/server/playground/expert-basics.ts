import "server-only";
import { readVersionConfig } from "@/lib/domain/expert-version";
import { db } from "@/lib/server/db";

/**
 * What an agent needs beside its injection: the Expert's instructions and default model, from the
 * same configuration the injection was built from (the draft, the current live version, or a live
 * version by number; null when that version does not exist).
 */
export async function readAgentBasics(
  expertId: string,
  source: "draft" | "live" | { number: number },
): Promise<{ instructions: string; defaultModel: string } | null> {
  if (typeof source === "object") {
    const version = await db.expertVersion.findUnique({
      where: { expertId_number: { expertId, number: source.number } },
      select: { config: true },
    });
    if (!version) return null;
    const config = readVersionConfig(version.config);
    return { instructions: config.instructions, defaultModel: config.defaultModel };
  }
  const row = await db.expert.findUnique({
    where: { id: expertId },
    select: { instructions: true, defaultModel: true, liveVersion: { select: { config: true } } },
  });
  if (!row) return null;
  if (source === "live" && row.liveVersion) {
    const live = readVersionConfig(row.liveVersion.config);
    return { instructions: live.instructions, defaultModel: live.defaultModel };
  }
  return { instructions: row.instructions, defaultModel: row.defaultModel };
}

/** The main agent's system prompt: the Expert's instructions, then the harness's rendered prompt. */
export function systemPrompt(instructions: string, rendered: string): string {
  return [instructions.trim(), rendered.trim()].filter(Boolean).join("\n\n");
}
