import "server-only";
import type { RosterEntry, RosterPolicy, RosterReportEntry } from "@/lib/domain/roster";
import type { RosterBudget } from "@/lib/domain/roster-budget";
import { estimateTokens } from "@/lib/domain/render-injection";
import { rosterRoutingPreview, type RoutingPreview } from "@/lib/domain/routing-preview";
import { usableByUser, listMyExperts } from "@/lib/server/marketplace/my-experts";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { getInjectionWithDelegateSection } from "@/lib/server/harness/injection";
import { getDelegationSettings } from "./delegation-policy";

export type RosterPreview = {
  expert: { id: string; slug: string; name: string };
  roster: RosterEntry[];
  rosterReport: RosterReportEntry[];
  /** The `delegate` tool's text as the model receives it; null when the roster is empty (omitted). */
  delegateText: string | null;
  delegateTokens: number;
  /** The whole injected text (Task and delegate sections). */
  tokens: number;
  budget: RosterBudget;
  /** rules §11: the roster's candidates ranked for the message, near-duplicate briefs flagged. */
  routing: RoutingPreview;
  /** The name and slug of each Expert the report names by id, so people read names, not ids. */
  names: Record<string, { name: string; slug: string }>;
};

/**
 * The roster a session of `expertId` would get for this user and message, from the same harness
 * function the HTTP API calls. Null when the user may not use the Expert. `policy`: an unsaved policy
 * and whitelist to preview in place of the stored ones (the caller has checked its shape); its
 * entries must be ones the Settings page already shows this user (stored, or granted), so a preview
 * never names an Expert the user could not pick.
 */
export async function previewRoster(
  userId: string,
  expertId: string,
  message: string,
  policy?: RosterPolicy,
): Promise<RosterPreview | null> {
  if (policy) await assertPickable(userId, policy.whitelist);
  try {
    const { injection, delegateSection: delegateText } = await getInjectionWithDelegateSection({
      userRef: userId,
      expertRef: expertId,
      message,
      policy,
    });
    return {
      expert: injection.expert,
      roster: injection.roster,
      rosterReport: injection.rosterReport,
      delegateText,
      delegateTokens: delegateText ? estimateTokens(delegateText) : 0,
      tokens: injection.tokens,
      budget: injection.rosterBudget,
      routing: rosterRoutingPreview(injection.rosterRanking, injection.roster),
      names: await namesOf(injection.rosterReport.flatMap((r) => (r.id ? [r.id] : []))),
    };
  } catch (error) {
    if (error instanceof AppError && error.code.startsWith("not_found")) return null;
    throw error;
  }
}

async function assertPickable(userId: string, whitelist: readonly string[]): Promise<void> {
  if (whitelist.length === 0) return;
  const settings = await getDelegationSettings(userId);
  const pickable = new Set([...settings.whitelist, ...settings.options].map((e) => e.id));
  if (whitelist.some((id) => !pickable.has(id))) {
    const message = "Pick whitelist entries from your Experts.";
    throw new AppError("bad_request:input", { message, fieldErrors: { whitelist: [message] } });
  }
}

// Only Experts the roster already looked up by id (the message of each entry names them anyway).
async function namesOf(ids: string[]): Promise<RosterPreview["names"]> {
  if (ids.length === 0) return {};
  const rows = await db.expert.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, slug: true, name: true, liveName: true },
  });
  return Object.fromEntries(rows.map((r) => [r.id, { name: r.liveName ?? r.name, slug: r.slug }]));
}

export type PreviewChoices = {
  /** Experts the user may run as the main Expert (rules §5 "may use"). */
  mainExperts: { id: string; slug: string; name: string }[];
  /** Slugs offered by the @-mention autocomplete: every Expert the user holds a grant for. */
  mentionable: { slug: string; name: string }[];
};

export async function getPreviewChoices(userId: string): Promise<PreviewChoices> {
  const mine = await listMyExperts(userId);
  return {
    mainExperts: mine.filter(usableByUser).map(({ id, slug, name }) => ({ id, slug, name })),
    mentionable: mine.filter((e) => !e.deleted).map(({ slug, name }) => ({ slug, name })),
  };
}
