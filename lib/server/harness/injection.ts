import "server-only";
import type { Injection, InjectionOptions } from "@/lib/domain/injection";
import type { RosterPolicy } from "@/lib/domain/roster";
import { AppError } from "@/lib/server/errors";
import { assertUsableUser } from "@/lib/server/lookups";
import { assembleInjection, delegateSectionOf, type Assembled } from "./assemble";
import { readInjectionRefs } from "./injection-refs";
import { mentionedSlugs } from "./roster-context";

/**
 * `version: "draft"` is the owner's view of their unpublished edits (rules §10), `{ number }` the owner's run of
 * one live version (the Studio playground, rules §15); anyone else gets the usual 404 for either.
 * `activeUser`: a disabled user is refused (rules §6.1, the API); admin views still explain a disabled user's roster.
 * `policy`: Settings' preview of a policy and whitelist the user has not saved yet, in place of the stored ones.
 */
export type HarnessRequest = {
  userRef: string;
  expertRef: string;
  message?: string | null;
  version?: "draft" | { number: number } | null;
  activeUser?: boolean;
  policy?: RosterPolicy;
};

/** The user and the Expert a request names, read as an injection reads them (the evaluation API's first checks). */
export async function readRequestRefs(userRef: string, expertRef: string) {
  const { user, expert } = await readInjectionRefs(userRef, expertRef, []);
  return { user, expert };
}

/** The injection a runtime gets (POST /api/harness/injection); the roster preview and admin explain use it too. */
export async function getInjection(request: HarnessRequest, options: InjectionOptions = {}): Promise<Injection> {
  return (await assembleForUser(request, options)).injection;
}

export type RosterExplanationData = { injection: Injection; policy: RosterPolicy };

/** The injection with the policy it was built from (read once), for the admin roster explanation. */
export async function getInjectionWithPolicy(request: HarnessRequest): Promise<RosterExplanationData> {
  const { injection, context } = await assembleForUser(request, {});
  return { injection, policy: context.policy };
}

/** The injection with its delegate tool's text as the model receives it (null when the roster is empty), for Settings' roster preview. */
export async function getInjectionWithDelegateSection(
  request: HarnessRequest,
): Promise<{ injection: Injection; delegateSection: string | null }> {
  const { injection } = await assembleForUser(request, {});
  return { injection, delegateSection: delegateSectionOf(injection) };
}

async function assembleForUser(request: HarnessRequest, options: InjectionOptions): Promise<Assembled> {
  const message = request.message ?? "";
  const { user, expert, policy, named } = await readInjectionRefs(
    request.userRef,
    request.expertRef,
    mentionedSlugs(message),
  );
  // rules §6.1's order: an unknown user, then a disabled one, then the Expert.
  assertUsableUser(user, request.activeUser === true);
  if (typeof request.version === "object" && request.version !== null && expert?.ownerId !== user.id)
    throw new AppError("not_found:expert");
  const assembled = expert
    ? await assembleInjection({
        expertId: expert.id,
        userId: user.id,
        message,
        requireUsable: true,
        version: request.version ?? "served",
        // An unsaved policy's whitelist names other Experts: the roster reads them itself.
        known: request.policy ? { policy: request.policy, expert } : { policy, expert, named },
        options,
      })
    : null;
  if (!assembled) throw new AppError("not_found:expert");
  return assembled;
}
