import "server-only";
import type { Injection, InjectionOptions } from "@/lib/domain/injection";
import type { RosterPolicy } from "@/lib/domain/roster";
import { AppError } from "@/lib/server/errors";
import { findUserByRef, requireActiveUserByRef, resolveExpertRefs } from "@/lib/server/lookups";
import { assembleInjection, type Assembled } from "./assemble";

/**
 * `version: "draft"` is the owner's view of their unpublished edits (SPEC §10); anyone else gets the usual 404.
 * `activeUser`: a disabled user is refused (SPEC §6.1, the API); admin views still explain a disabled user's roster.
 */
export type HarnessRequest = { userRef: string; expertRef: string; message?: string | null; version?: "draft" | null; activeUser?: boolean };

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

async function assembleForUser(request: HarnessRequest, options: InjectionOptions): Promise<Assembled> {
  const user = request.activeUser ? await requireActiveUserByRef(request.userRef) : await findUserByRef(request.userRef);
  if (!user) throw new AppError("not_found:user");
  const expertId = (await resolveExpertRefs([request.expertRef])).get(request.expertRef);
  const assembled = expertId
    ? await assembleInjection({ expertId, userId: user.id, message: request.message ?? "", requireUsable: true, version: request.version ?? "served", options })
    : null;
  if (!assembled) throw new AppError("not_found:expert");
  return assembled;
}
