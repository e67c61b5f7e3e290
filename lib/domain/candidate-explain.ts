import type { RosterPolicy, RosterReportEntry } from "./roster";

export type CandidateFacts = {
  id: string;
  slug: string;
  name: string;
  /** The user created it or holds a grant for it. */
  hasAccess: boolean;
};

export type CandidateVerdict = {
  offered: boolean;
  /** A sentence about the user, by name, for the admin asking "why (not)". */
  sentence: string;
  /** The roster's code when the harness considered it; "not_considered" when it never did. */
  code: string;
};

type Input = {
  userName: string;
  expertName: string;
  currentExpertId: string;
  policy: RosterPolicy;
  report: RosterReportEntry[];
  candidate: CandidateFacts;
};

/**
 * Whether one Expert was offered in a roster, and why (not): the roster's own entry when the harness
 * considered it; otherwise the reason it was never a candidate (the policy did not name it and the
 * message did not mention it).
 */
export function explainCandidate({
  userName,
  expertName,
  currentExpertId,
  policy,
  report,
  candidate,
}: Input): CandidateVerdict {
  const entry = report.find((r) => r.id === candidate.id);
  if (entry) {
    return {
      offered: entry.status === "kept",
      sentence: entry.message,
      code: entry.status === "kept" ? "kept" : (entry.code ?? "excluded"),
    };
  }
  const notConsidered = (why: string): CandidateVerdict => ({
    offered: false,
    code: "not_considered",
    sentence: `Not a candidate: ${why} A message that @-mentions @${candidate.slug} would make it one.`,
  });
  if (candidate.id === currentExpertId) {
    return {
      offered: false,
      code: "self",
      sentence: `${candidate.name} is the Expert being run, and an Expert never delegates to itself.`,
    };
  }
  switch (policy.mode) {
    case "none":
      return notConsidered(
        `${userName}'s delegation policy is None, so ${expertName} is offered only Experts the message @-mentions.`,
      );
    case "whitelist":
      return notConsidered(
        `${candidate.name} is not on ${userName}'s whitelist (the Whitelist policy offers only listed Experts).`,
      );
    case "all":
      return candidate.hasAccess
        ? notConsidered(`${candidate.name} was not among the Experts ${userName} has access to when this was computed.`)
        : notConsidered(
            `${userName} has no access to ${candidate.name}, and the All policy offers only Experts the user has access to.`,
          );
  }
}
