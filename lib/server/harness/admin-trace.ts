import "server-only";
import type { VersionSelector } from "@/lib/domain/expert-version";
import type { Injection } from "@/lib/domain/injection";
import { boundPreview, TRACE_LIMITS } from "@/lib/domain/preview-bounds";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { db } from "@/lib/server/db";
import type { Viewer } from "@/lib/server/auth/users";
import { assembleInjection } from "./assemble";

export type TraceVersion = {
  number: number;
  publishedAt: Date;
  publishedBy: string | null;
  rolledBackFrom: number | null;
  current: boolean;
};

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
  /** Which configuration the trace was computed from (rules §10). */
  showing: { kind: "draft" } | { kind: "live"; number: number };
  /** Every live version, newest first. */
  versions: TraceVersion[];
  injection: Injection;
};

/**
 * The resolution trace of any Expert, drafts and deleted ones included (admins only): the harness
 * path with no per-user check, and the owner's roster. By default the configuration runtimes get;
 * any live version by number, or the draft, on request. Null when either does not exist.
 */
export async function getExpertTrace(
  viewer: Viewer | null,
  expertId: string,
  version: VersionSelector = "served",
): Promise<ExpertTrace | null> {
  assertAdmin(viewer);
  const meta = await db.expert.findUnique({
    where: { id: expertId },
    select: {
      id: true,
      slug: true,
      name: true,
      status: true,
      deletedAt: true,
      delegatable: true,
      version: true,
      updatedAt: true,
      liveVersionId: true,
      owner: { select: { id: true, email: true, name: true } },
      versions: {
        orderBy: { number: "desc" },
        select: {
          id: true,
          number: true,
          publishedAt: true,
          rolledBackFrom: true,
          publishedBy: { select: { name: true } },
        },
      },
    },
  });
  const assembled = meta
    ? await assembleInjection({ expertId, userId: meta.owner.id, message: "", requireUsable: false, version })
    : null;
  if (!meta || !assembled) return null;
  const { injection, source, liveConfig } = assembled;
  return {
    expert: {
      id: meta.id,
      slug: meta.slug,
      name: assembled.config.name,
      status: meta.status,
      deleted: meta.deletedAt !== null,
      // The flag shown is the traced configuration's: a live version's own, not the draft's.
      delegatable: liveConfig ? liveConfig.delegatable : meta.delegatable,
      version: meta.version,
      updatedAt: meta.updatedAt,
      owner: meta.owner,
      defaultModel: assembled.config.defaultModel,
      plugins: assembled.config.plugins,
      teamGuard: assembled.config.teamGuard,
    },
    showing: source,
    versions: meta.versions.map((v) => ({
      number: v.number,
      publishedAt: v.publishedAt,
      publishedBy: v.publishedBy?.name ?? null,
      rolledBackFrom: v.rolledBackFrom,
      current: v.id === meta.liveVersionId,
    })),
    // Cut to a page's worth, with a note saying what was left out (issue 23).
    injection: boundPreview(injection, TRACE_LIMITS),
  };
}
