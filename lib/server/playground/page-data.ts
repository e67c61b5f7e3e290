import "server-only";
import { readPlaygroundLimits, usageDay } from "@/lib/domain/playground/limits";
import type { Viewer } from "@/lib/server/auth/users";
import { modelProviderStatus } from "@/lib/server/model-provider/provider";
import { playgroundTarget, type PlaygroundScope, type PlaygroundTarget } from "./access";
import { readDayUsage } from "./usage";

export type ProviderSummary =
  { connected: true; kind: string; label: string } | { connected: false; problem: string | null };
export type PlaygroundPageData = {
  target: PlaygroundTarget;
  provider: ProviderSummary;
  day: { used: number; cap: number };
};

/** What the playground page shows before a turn: the Expert (null when the viewer may not run it), the provider, today's use. */
export async function getPlaygroundPageData(
  viewer: Viewer,
  scope: PlaygroundScope,
  ref: string,
): Promise<PlaygroundPageData | null> {
  const target = await playgroundTarget(viewer, scope, ref);
  if (!target) return null;
  const { provider, problem } = modelProviderStatus();
  const used = await readDayUsage(viewer.id, usageDay(new Date()));
  return {
    target,
    provider: provider
      ? { connected: true, kind: provider.kind, label: provider.label }
      : { connected: false, problem },
    day: { used, cap: readPlaygroundLimits(process.env).dailyTokens },
  };
}
