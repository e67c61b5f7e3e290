import "server-only";
import { config as appConfig } from "@/lib/config";
import { buildInjection, type ExpertConfig, type Injection } from "@/lib/domain/injection";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";
import { assertAdmin } from "@/lib/server/admin/assert-admin";
import { db } from "@/lib/server/db";
import { loadRosterContext, readStoredExpertConfig } from "@/lib/server/harness/harness";
import type { Viewer } from "@/lib/server/auth/users";

/** Admins trace any Expert, drafts and deleted ones included: the stored configuration with no per-user check. */
export async function loadExpertConfigForAdmin(viewer: Viewer | null, expertId: string): Promise<ExpertConfig | null> {
  assertAdmin(viewer);
  return readStoredExpertConfig(expertId);
}

export type ExpertTrace = {
  expert: {
    id: string;
    slug: string;
    name: string;
    status: string;
    deleted: boolean;
    delegatable: boolean;
    version: number;
    updatedAt: Date;
    owner: { id: string; email: string; name: string };
    defaultModel: string;
    plugins: string[];
    teamGuard: TeamGuardSettings;
  };
  injection: Injection;
};

/** The resolution trace of any Expert: its stored configuration through the pure harness, the owner's roster. */
export async function getExpertTrace(viewer: Viewer | null, expertId: string): Promise<ExpertTrace | null> {
  assertAdmin(viewer);
  const meta = await db.expert.findUnique({
    where: { id: expertId },
    select: {
      id: true, slug: true, name: true, status: true, deletedAt: true, delegatable: true, version: true, updatedAt: true,
      owner: { select: { id: true, email: true, name: true } },
    },
  });
  const config = meta ? await loadExpertConfigForAdmin(viewer, expertId) : null;
  if (!meta || !config) return null;
  const injection = buildInjection(config, await loadRosterContext(meta.owner.id, ""), { rosterTokenBudget: appConfig().ROSTER_TOKEN_BUDGET });
  return {
    expert: {
      id: meta.id,
      slug: meta.slug,
      name: meta.name,
      status: meta.status,
      deleted: meta.deletedAt !== null,
      delegatable: meta.delegatable,
      version: meta.version,
      updatedAt: meta.updatedAt,
      owner: meta.owner,
      defaultModel: config.defaultModel,
      plugins: config.plugins,
      teamGuard: config.teamGuard,
    },
    injection,
  };
}
