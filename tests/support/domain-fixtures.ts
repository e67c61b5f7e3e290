import type { ExpertAccessFacts } from "@/lib/domain/expert-access";
import type { ExpertConfig } from "@/lib/domain/injection";

/** An Expert the user may use and delegate to (granted, published, not deleted, accepting delegation), with `over` changed. */
export const usableExpert = (over: Partial<ExpertAccessFacts> = {}): ExpertAccessFacts => ({
  ownerIsUser: false,
  hasAccess: true,
  status: "published",
  deleted: false,
  delegatable: true,
  ...over,
});

/** A main Expert with nothing of its own (no plugins, specs or guard; every builtin on), with `over` changed. */
export const bareExpertConfig = (over: Partial<ExpertConfig> = {}): ExpertConfig => ({
  id: "e_main",
  slug: "main",
  name: "Main",
  defaultModel: "claude-sonnet-4",
  plugins: [],
  teamGuard: { mode: "off", markers: [], deny: [] },
  specs: [],
  builtinSwitches: { readable: true, disabled: [] },
  ...over,
});
