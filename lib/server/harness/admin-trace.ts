import "server-only";
import type { Injection } from "@/lib/domain/injection";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";
import { assertAdmin } from "@/lib/server/admin/assert-admin";
import { db } from "@/lib/server/db";
import type { Viewer } from "@/lib/server/auth/users";
import { assembleInjection } from "./assemble";

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

/**
 * The resolution trace of any Expert, drafts and deleted ones included (admins only): the harness
 * path with no per-user check, and the owner's roster.
 */
export async function getExpertTrace(viewer: Viewer | null, expertId: string): Promise<ExpertTrace | null> {
  assertAdmin(viewer);
  const meta = await db.expert.findUnique({
    where: { id: expertId },
    select: {
      id: true, slug: true, name: true, status: true, deletedAt: true, delegatable: true, version: true, updatedAt: true,
      owner: { select: { id: true, email: true, name: true } },
    },
  });
  const assembled = meta ? await assembleInjection({ expertId, userId: meta.owner.id, message: "", requireUsable: false }) : null;
  if (!meta || !assembled) return null;
  const { injection } = assembled;
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
      defaultModel: assembled.config.defaultModel,
      plugins: assembled.config.plugins,
      teamGuard: assembled.config.teamGuard,
    },
    injection,
  };
}
