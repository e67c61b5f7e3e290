import "server-only";
import { readVersionConfig } from "@/lib/domain/expert-version";
import { db } from "@/lib/server/db";

/**
 * What an agent needs beside its injection: the Expert's instructions and default model, from the
 * same configuration the injection was built from (the draft, or the live version).
 */
export async function readAgentBasics(expertId: string, source: "draft" | "live"): Promise<{ instructions: string; defaultModel: string } | null> {
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
