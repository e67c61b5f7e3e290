import "server-only";
import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import { assembleInjection } from "./assemble";

/** What an import into the Studio's draft checks against: the draft's tool surface and switched-off builtins. */
export type DraftToolSurface = { surface: string[]; disabledBuiltins: string[] };

/**
 * The draft's main-agent tool surface (rules §4) as the harness builds it, for the Claude Code import.
 * The caller has checked that its viewer may edit the Expert; null when it does not exist.
 */
export async function readDraftToolSurface(expertId: string, ownerId: string): Promise<DraftToolSurface | null> {
  const assembled = await assembleInjection({
    expertId,
    userId: ownerId,
    message: null,
    requireUsable: false,
    version: "draft",
  });
  if (!assembled) return null;
  const switches = assembled.config.builtinSwitches;
  return {
    surface: assembled.injection.tools.map((t) => t.name),
    disabledBuiltins: switches.readable ? switches.disabled : [],
  };
}

/** An Expert as its pages show it: the configuration its sessions get, and the subagents they keep. */
export type ServedExpertView = {
  /** The live version as authored when sessions get one (rules §10); null when they get the draft. */
  live: ExpertVersionConfig | null;
  subagents: { name: string; description: string }[];
};

/**
 * Read once, through the harness, as the owner's sessions get it (resolution does not depend on the
 * visitor). Null when the Expert is missing or deleted.
 */
export async function readServedExpertView(expertId: string, ownerId: string): Promise<ServedExpertView | null> {
  const assembled = await assembleInjection({
    expertId,
    userId: ownerId,
    message: null,
    requireUsable: true,
    version: "served",
  });
  if (!assembled) return null;
  return {
    live: assembled.liveConfig,
    subagents: assembled.injection.subagents.map((s) => ({ name: s.name, description: s.description })),
  };
}
