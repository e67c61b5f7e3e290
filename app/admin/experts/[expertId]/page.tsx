import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { PersonLink } from "@/components/admin/person-link";
import { RosterReportTable } from "@/components/admin/roster-report-table";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { BuiltinsSection, InjectionTextSection } from "@/components/admin/trace/builtins-injection-section";
import { SubagentSection } from "@/components/admin/trace/subagent-section";
import { GuardSection, ToolSurfaceSection } from "@/components/admin/trace/tool-surface-section";
import { VersionPicker } from "@/components/admin/trace/version-picker";
import type { VersionSelector } from "@/lib/domain/expert-version";
import { getExpertTrace } from "@/lib/server/harness/admin-trace";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("Resolution trace · Admin");

/** `?version=draft` or `?version=3`; anything else is what runtimes get. */
function selectorOf(value: string | string[] | undefined): VersionSelector {
  if (value === "draft") return "draft";
  if (typeof value === "string" && /^[1-9]\d{0,8}$/.test(value)) return { number: Number(value) };
  return "served";
}

export default async function AdminExpertTracePage({
  params,
  searchParams,
}: {
  params: Promise<{ expertId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await requireAdmin();
  const { expertId } = await params;
  const trace = await getExpertTrace(viewer, decodeURIComponent(expertId), selectorOf((await searchParams).version));
  if (!trace) notFound();
  const { expert, injection } = trace;
  return (
    <div className="space-y-4">
      <PageHeader
        title={`Resolution trace: ${expert.name}`}
        back={{ href: "/admin/experts", label: "Back to the Experts explorer" }}
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="font-mono">
            @{expert.slug} · {expert.id}
          </span>
          {expert.deleted ? (
            <Badge tone="bad">deleted</Badge>
          ) : (
            <Badge tone={expert.status === "published" ? "good" : "warn"}>{expert.status}</Badge>
          )}
          {expert.delegatable ? null : <Badge>not delegatable</Badge>}
          <span>
            owner <PersonLink person={expert.owner} /> · version {expert.version} · model {expert.defaultModel} ·
            plugins {expert.plugins.join(", ") || "none"}
          </span>
        </p>
        <p className="text-sm">
          <Link
            href={`/admin/roster?${new URLSearchParams({ user: expert.owner.email, expert: expert.slug })}`}
            className="text-indigo-700 underline"
          >
            Explain this Expert&apos;s roster
          </Link>{" "}
          <span className="text-slate-600">(for its owner; change the user there)</span> ·{" "}
          <Link
            href={`/admin/delegations?${new URLSearchParams({ expert: expert.slug })}`}
            className="text-indigo-700 underline"
          >
            Its delegations
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          Computed by the harness from the{" "}
          {trace.showing.kind === "draft" ? "draft" : `live version ${trace.showing.number}`}, with the owner as the
          user for the roster and an empty message.{" "}
          <Link
            href={`/admin/roster?user=${encodeURIComponent(expert.owner.email)}&expert=${encodeURIComponent(expert.slug)}`}
            className="text-indigo-700 underline"
          >
            Explain a roster for another user or message
          </Link>
        </p>
      </PageHeader>
      <VersionPicker expertId={expert.id} showing={trace.showing} versions={trace.versions} />
      <ToolSurfaceSection tools={injection.tools} unknownPlugins={injection.unknownPlugins} />
      <GuardSection guard={expert.teamGuard} report={injection.toolReport} />
      <SubagentSection report={injection.subagentReport} />
      <BuiltinsSection builtins={injection.builtins} notes={injection.notes} />
      <SectionCard
        id="roster"
        title="Owner's roster"
        description={`${injection.roster.length} Experts offered to the delegate tool for ${expert.owner.email}.`}
      >
        <RosterReportTable report={injection.rosterReport} caption="Owner's roster candidates" />
      </SectionCard>
      <InjectionTextSection
        prompt={injection.prompt}
        tokens={injection.tokens}
        rosterNote="Roster part as the owner would get it."
      />
    </div>
  );
}
