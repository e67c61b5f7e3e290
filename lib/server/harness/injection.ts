import "server-only";
import type { Injection, InjectionOptions } from "@/lib/domain/injection";
import type { RosterPolicy } from "@/lib/domain/roster";
import { AppError } from "@/lib/server/errors";
import { assembleInjection, type Assembled } from "./assemble";
import { readRows } from "./sql-reader";

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
  const { user, expertId } = await resolveRefs(request.userRef, request.expertRef);
  // SPEC §6.1's order: an unknown user, then a disabled one, then the Expert.
  if (!user) throw new AppError("not_found:user");
  if (request.activeUser && user.disabled) throw new AppError("forbidden:user");
  const assembled = expertId
    ? await assembleInjection({ expertId, userId: user.id, message: request.message ?? "", requireUsable: true, version: request.version ?? "served", options })
    : null;
  if (!assembled) throw new AppError("not_found:expert");
  return assembled;
}

type RefRow = { k: string; id: string; disabledAt: unknown };

/**
 * The user (by id or email) and the Expert (by id or slug) in one read, as lib/server/lookups.ts
 * resolves them: an id wins over an email or slug that spells the same.
 */
async function resolveRefs(userRef: string, expertRef: string): Promise<{ user: { id: string; disabled: boolean } | null; expertId: string | null }> {
  const rows = await readRows<RefRow>(
    `SELECT 'u' AS "k", "id", "disabledAt" FROM "User" WHERE "id" = ? OR "email" = ?
     UNION ALL
     SELECT 'e' AS "k", "id", NULL FROM "Expert" WHERE "id" = ? OR "slug" = ?`,
    [userRef, userRef.trim().toLowerCase(), expertRef, expertRef.toLowerCase()],
  );
  const users = rows.filter((r) => r.k === "u");
  const experts = rows.filter((r) => r.k === "e");
  const user = users.find((u) => u.id === userRef) ?? users[0];
  const expert = experts.find((e) => e.id === expertRef) ?? experts[0];
  return { user: user ? { id: user.id, disabled: user.disabledAt !== null } : null, expertId: expert?.id ?? null };
}
