import "server-only";
import type { Injection } from "@/lib/domain/injection";
import { parseMentions, type Mention } from "@/lib/domain/mentions";
import { WHITELIST_CAP } from "@/lib/domain/roster";
import { rosterMessageForAdmin } from "@/lib/domain/roster-wording";
import type { ActionResult } from "@/lib/server/action";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { AppError } from "@/lib/server/errors";
import { getInjectionWithPolicy } from "@/lib/server/harness/injection";
import { findUserByRef } from "@/lib/server/lookups";
import type { Viewer } from "@/lib/server/auth/users";

export type RosterExplainInput = { user: string; expert: string; message: string };

export type RosterExplanation = {
  user: { id: string; email: string; name: string };
  policy: { mode: "none" | "all" | "whitelist"; whitelist: string[]; whitelistLength: number; cap: number };
  mentions: Mention[];
  injection: Pick<
    Injection,
    "expert" | "roster" | "rosterReport" | "rosterBudget" | "rosterRanking" | "prompt" | "tokens"
  >;
};

/** Why the roster is what it is for (user, Expert, message), through the harness API's own path. */
export async function explainRosterForAdmin(
  viewer: Viewer | null,
  input: RosterExplainInput,
): Promise<ActionResult<{ explanation: RosterExplanation }>> {
  assertAdmin(viewer);
  const userRef = input.user.trim();
  const expertRef = input.expert.trim();
  if (!userRef) return { status: "error", code: "bad_request:input", message: "Enter the user's email or id." };
  if (!expertRef) return { status: "error", code: "bad_request:input", message: "Enter the Expert's slug or id." };
  const user = await findUserByRef(userRef);
  if (!user) return { status: "error", code: "not_found:user", message: `No user matches “${userRef}”.` };
  let explained: Awaited<ReturnType<typeof getInjectionWithPolicy>>;
  try {
    explained = await getInjectionWithPolicy({ userRef: user.id, expertRef, message: input.message });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found:expert") {
      return {
        status: "error",
        code: "not_found:expert",
        message: `${user.email} may not use “${expertRef}” (or no Expert has that slug or id), so the harness builds no roster for it.`,
      };
    }
    throw error;
  }
  const { injection, policy } = explained;
  const { expert, roster, rosterReport, rosterBudget, rosterRanking, prompt, tokens } = injection;
  return {
    status: "ok",
    explanation: {
      user: { id: user.id, email: user.email, name: user.name },
      policy: {
        mode: policy.mode,
        whitelist: policy.whitelist,
        whitelistLength: policy.whitelist.length,
        cap: WHITELIST_CAP,
      },
      mentions: parseMentions(input.message),
      // Worded for the admin reading about this user; codes and order are the harness's own.
      injection: {
        expert,
        roster,
        rosterReport: rosterReport.map((r) => ({ ...r, message: rosterMessageForAdmin(r, user.name) })),
        rosterBudget,
        rosterRanking,
        prompt,
        tokens,
      },
    },
  };
}
