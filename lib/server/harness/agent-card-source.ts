import "server-only";
import { servesLive } from "@/lib/domain/expert-version";
import { expertAccessOf, readExpertConfig, type ExpertAccessSqlRow } from "./expert-config";
import { resolvedLiveVersion } from "./live-version-cache";
import { readRows } from "./sql-reader";
import { sqlBoolean, type SqlBoolean } from "./sql-rows";

/** What an A2A Agent Card says of an Expert (rules §13), all from its live version. */
export type AgentCardSource = {
  slug: string;
  name: string;
  description: string;
  version: number;
  skills: { name: string; description: string }[];
};

type CardRow = ExpertAccessSqlRow & {
  liveName: string | null;
  liveDescription: string | null;
  liveBrief: string | null;
  liveDelegatable: SqlBoolean | null;
};

/**
 * The live face of a published, delegatable Expert, or null for any other: unknown, draft, deleted and
 * not delegatable read the same (no oracle). Its skills are the live version's kept subagents.
 */
export async function readAgentCardSource(slug: string): Promise<AgentCardSource | null> {
  const [row] = await readRows<CardRow>(
    `SELECT e."id", e."slug", e."ownerId", e."status", e."deletedAt", e."liveVersionId", NULL AS "grantKind",
            e."liveName", e."liveDescription", e."liveBrief", e."liveDelegatable"
     FROM "Expert" e WHERE e."slug" = ?`,
    [slug.toLowerCase()],
  );
  const access = row && expertAccessOf(row);
  if (
    !row ||
    !access ||
    !servesLive({ status: row.status, deleted: access.deleted, hasLive: row.liveVersionId !== null })
  )
    return null;
  if (!sqlBoolean(row.liveDelegatable)) return null;
  // Read as its owner, who may always use a live Expert: the configuration is the same for everyone.
  const stored = await readExpertConfig(row.id, row.ownerId, "live", { ...access, grantKind: null });
  if (!stored || stored.source.kind !== "live" || !stored.liveVersionId) return null;
  const { resolution } = resolvedLiveVersion(stored.liveVersionId, stored.config);
  return {
    slug: row.slug,
    name: row.liveName ?? stored.config.name,
    // rules §3: coalesce(delegationBrief, description).
    description: row.liveBrief ?? row.liveDescription ?? "",
    version: stored.source.number,
    skills: resolution.subagents.map((s) => ({ name: s.name, description: s.description })),
  };
}
