import "server-only";
import type { Injection, InjectionOptions } from "@/lib/domain/injection";
import type { RosterPolicy } from "@/lib/domain/roster";
import { AppError } from "@/lib/server/errors";
import { findUserByRef, resolveExpertRefs } from "@/lib/server/lookups";
import { assembleInjection, type Assembled } from "./assemble";

export type HarnessRequest = { userRef: string; expertRef: string; message?: string | null };

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
  const user = await findUserByRef(request.userRef);
  if (!user) throw new AppError("not_found:user");
  const expertId = (await resolveExpertRefs([request.expertRef])).get(request.expertRef);
  const assembled = expertId
    ? await assembleInjection({ expertId, userId: user.id, message: request.message ?? "", requireUsable: true, options })
    : null;
  if (!assembled) throw new AppError("not_found:expert");
  return assembled;
}
