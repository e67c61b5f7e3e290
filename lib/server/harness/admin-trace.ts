import "server-only";
import { config as appConfig } from "@/lib/config";
import { databaseUrl } from "@/lib/database-url";
import { servesLive, type VersionSelector } from "@/lib/domain/expert-version";
import type { Injection } from "@/lib/domain/injection";
import { TRACE_LIMITS } from "@/lib/domain/preview-bounds";
import type { TeamGuardSettings } from "@/lib/domain/tool-surface";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { db } from "@/lib/server/db";
import type { Viewer } from "@/lib/server/auth/users";
import { stringList, teamGuardFromRow } from "@/lib/server/expert-columns";
import type { GuardMode } from "@/lib/generated/prisma/enums";
import { readBuiltinSwitches } from "./expert-config";
import { loadRosterContext } from "./roster-context";
import type { TraceJob } from "./trace-job";
import { runOffThread } from "./harness-thread";

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
 * The specs are read and resolved on the harness worker (harness-thread.ts), which computes what
 * assembleInjection would and sends back only the injection cut to a page's worth.
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
      defaultModel: true,
      plugins: true,
      guardMode: true,
      guardMarkers: true,
      guardDeny: true,
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
  if (!meta) return null;
  const traced = tracedVersion(meta, version);
  if (traced === null) return null;
  const [context, source] = await Promise.all([
    loadRosterContext(meta.owner.id, ""),
    traced.kind === "live" ? ({ kind: "version", versionId: traced.versionId } as const) : draftSource(meta),
  ]);
  const result = await runOffThread("trace", {
    databaseUrl: databaseUrl(),
    expert: { id: meta.id, slug: meta.slug },
    source,
    context,
    options: { rosterTokenBudget: appConfig().ROSTER_TOKEN_BUDGET },
    // Cut to a page's worth, with a note saying what was left out (issue 23).
    limits: TRACE_LIMITS,
  });
  if (!result) return null;
  const { config } = result;
  return {
    expert: {
      id: meta.id,
      slug: meta.slug,
      name: config.name,
      status: meta.status,
      deleted: meta.deletedAt !== null,
      // The flag shown is the traced configuration's: a live version's own, not the draft's.
      delegatable: result.delegatable ?? meta.delegatable,
      version: meta.version,
      updatedAt: meta.updatedAt,
      owner: meta.owner,
      defaultModel: config.defaultModel,
      plugins: config.plugins,
      teamGuard: config.teamGuard,
    },
    showing: traced.kind === "draft" ? traced : { kind: "live", number: traced.number },
    versions: meta.versions.map((v) => ({
      number: v.number,
      publishedAt: v.publishedAt,
      publishedBy: v.publishedBy?.name ?? null,
      rolledBackFrom: v.rolledBackFrom,
      current: v.id === meta.liveVersionId,
    })),
    injection: result.injection,
  };
}

/** The draft's columns as readExpertConfig reads them; its specs are read by the worker. */
async function draftSource(meta: {
  id: string;
  slug: string;
  name: string;
  defaultModel: string;
  plugins: unknown;
  guardMode: GuardMode;
  guardMarkers: unknown;
  guardDeny: unknown;
}): Promise<TraceJob["source"]> {
  return {
    kind: "draft",
    config: {
      id: meta.id,
      slug: meta.slug,
      name: meta.name,
      defaultModel: meta.defaultModel,
      plugins: stringList(meta.plugins),
      teamGuard: teamGuardFromRow(meta),
      builtinSwitches: await readBuiltinSwitches(meta.id),
    },
  };
}

type TracedVersion = { kind: "draft" } | { kind: "live"; number: number; versionId: string };

/** Which configuration `selector` names, as readExpertConfig chooses it (rules §10); null when there is none. */
function tracedVersion(
  meta: {
    status: string;
    deletedAt: Date | null;
    liveVersionId: string | null;
    versions: { id: string; number: number }[];
  },
  selector: VersionSelector,
): TracedVersion | null {
  const live =
    selector === "live" ||
    (selector === "served" &&
      servesLive({ status: meta.status, deleted: meta.deletedAt !== null, hasLive: meta.liveVersionId !== null }));
  if (live || typeof selector === "object") {
    const found = meta.versions.find((v) =>
      typeof selector === "object" ? v.number === selector.number : v.id === meta.liveVersionId,
    );
    return found ? { kind: "live", number: found.number, versionId: found.id } : null;
  }
  return { kind: "draft" };
}
