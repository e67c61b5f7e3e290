import { buildRoster, rosterCodeLabel, type RosterCandidate, type RosterCode } from "./roster";

export type WhitelistStatus = { qualifies: true } | { qualifies: false; code: RosterCode; reason: string };

/**
 * Whether a whitelist entry would reach a roster, decided by the roster rules themselves (one
 * entry, no current Expert), so Settings can say why an entry no longer qualifies.
 */
export function whitelistStatus(ref: string, candidate: RosterCandidate | undefined): WhitelistStatus {
  const { report } = buildRoster({
    currentExpertId: "",
    policy: { mode: "whitelist", whitelist: [ref] },
    message: "",
    accessible: [],
    lookupById: (id) => (candidate && candidate.id === id ? candidate : undefined),
    lookupBySlug: () => undefined,
  });
  const entry = report[0];
  if (!entry || entry.status === "kept" || !entry.code) return { qualifies: true };
  return { qualifies: false, code: entry.code, reason: rosterCodeLabel(entry.code) };
}
