import Link from "next/link";
import type { RosterExplanation } from "@/lib/server/admin/roster-explain";
import { GlossaryTerm } from "@/components/ui/glossary-term";
import { PersonLink } from "./person-link";
import { BudgetDecision } from "./roster-budget-decision";
import { RosterReportTable } from "./roster-report-table";
import { EmptyState, SectionCard } from "@/components/ui/section-card";

export function RosterExplanationView({ explanation }: { explanation: RosterExplanation }) {
  const { user, policy, mentions, injection } = explanation;
  const overflow = injection.rosterReport.filter((r) => r.code === "over_cap");
  const capNote =
    policy.mode === "whitelist"
      ? `Whitelist of ${policy.whitelistLength} entries; only the first ${policy.cap} are considered.`
      : `The whitelist cap (${policy.cap}) applies only under the whitelist policy.`;
  return (
    <div className="space-y-4">
      <SectionCard
        id="roster-summary"
        title={`Roster of ${injection.expert.name} for ${user.email}`}
        description={
          <>
            For <PersonLink person={user} /> (
            <Link href={`/admin/users/${encodeURIComponent(user.id)}`} className="text-indigo-700 underline">
              policy, library and every Expert offered or not
            </Link>
            ) on{" "}
            <Link
              href={`/admin/experts/${encodeURIComponent(injection.expert.id)}`}
              className="text-indigo-700 underline"
            >
              {injection.expert.name}
            </Link>
            . Policy: {policy.mode}. {capNote} {injection.roster.length} Experts offered.
          </>
        }
      >
        <RosterReportTable
          report={injection.rosterReport}
          caption="Roster candidates"
          ranking={injection.rosterRanking}
        />
      </SectionCard>
      <SectionCard
        id="budget"
        title="Token budget"
        description={
          <>
            Mentions stay first, then the most relevant to the message (
            <GlossaryTerm term="word-match relevance">
              BM25: Experts whose name, slug and brief share more of the message&apos;s rarer words rank higher.
            </GlossaryTerm>{" "}
            over name, slug and brief; roster order on ties and without a message).
          </>
        }
      >
        <BudgetDecision budget={injection.rosterBudget} />
      </SectionCard>
      <SectionCard
        id="overflow"
        title="Whitelist overflow"
        description={`Entries past the cap of ${policy.cap}, whether or not earlier ones qualify.`}
      >
        {overflow.length === 0 ? (
          <EmptyState>No whitelist entry is past the cap.</EmptyState>
        ) : (
          <ul aria-label="Overflow entries" className="list-disc space-y-1 pl-5 text-sm">
            {overflow.map((r) => (
              <li key={r.ref} className="[overflow-wrap:anywhere]">
                <span className="font-mono">{r.ref}</span>: {r.message}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        id="mentions"
        title="Mentions"
        description="Merged after the policy's entries, in message order, under the same safety conditions; they do not count toward the cap."
      >
        {mentions.length === 0 ? (
          <EmptyState>The message mentions no Expert.</EmptyState>
        ) : (
          <ul aria-label="Mentions" className="flex flex-wrap gap-2 font-mono text-sm">
            {mentions.map((m) => (
              <li key={m.slug} className="rounded bg-slate-100 px-2 py-0.5">
                @{m.ref}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        id="roster-text"
        title="Rendered injection"
        description={`About ${injection.tokens} tokens, exactly as the harness API returns it.`}
      >
        {injection.prompt === "" ? (
          <p className="text-sm text-slate-600">Nothing is injected.</p>
        ) : (
          <pre
            aria-label="Injection text"
            tabIndex={0}
            className="max-h-96 overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap"
          >
            {injection.prompt}
          </pre>
        )}
      </SectionCard>
    </div>
  );
}
