import type { Metadata } from "next";
import Link from "next/link";
import { AnalyticsChart } from "@/components/studio/analytics-chart";
import { RunOutcomesSection } from "@/components/studio/run-outcomes";
import { Button } from "@/components/ui/button";
import { InlineForm, SelectField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { cardClass, EmptyState, SectionCard } from "@/components/ui/section-card";
import { requireViewer } from "@/lib/server/auth/session";
import { ANALYTICS_DAYS, getExpertAnalytics, listAnalyticsChoices } from "@/lib/server/studio/analytics";

export const metadata: Metadata = { title: "Analytics · Studio" };

const cell = "border-b border-slate-100 px-3 py-1.5 text-right tabular-nums";
const head = "border-b border-slate-200 px-3 py-1.5 text-left font-medium text-slate-700";

export default async function StudioAnalyticsPage({
  searchParams,
}: {
  searchParams: Promise<{ expert?: string; days?: string }>;
}) {
  const viewer = await requireViewer("/studio/analytics");
  const params = await searchParams;
  const choices = await listAnalyticsChoices(viewer);
  const days = ANALYTICS_DAYS.find((d) => String(d) === params.days) ?? 30;
  const selected = choices.find((c) => c.id === params.expert) ?? choices[0];
  const data = selected ? await getExpertAnalytics(viewer, selected.id, days) : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        back={{ href: "/studio", label: "← My Experts" }}
        description="How other Experts use yours: delegations to and from each of your Experts, per day."
      />
      {choices.length === 0 ? (
        <EmptyState>You have no Experts yet, so there is nothing to count.</EmptyState>
      ) : (
        <InlineForm aria-label="Choose what to show">
          <SelectField id="expert" name="expert" label="Expert" defaultValue={selected?.id}>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField id="days" name="days" label="Period" defaultValue={String(days)}>
            {ANALYTICS_DAYS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="primary">
            Show
          </Button>
        </InlineForm>
      )}
      {data ? (
        <>
          <section aria-labelledby="summary-heading" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <h2 id="summary-heading" className="sr-only">
              Summary of {data.expert.name}, last {days} days
            </h2>
            <Stat
              label="Delegations to it"
              value={data.totals.toAccepted + data.totals.toFailed}
              note={`${data.totals.toFailed} failed`}
            />
            <Stat
              label="Delegations from it"
              value={data.totals.fromAccepted + data.totals.fromFailed}
              note={`${data.totals.fromFailed} failed`}
            />
            <Stat label="Users with access" value={data.usersWithAccess} note="besides you" />
            <Stat
              label="Experts delegating to it"
              value={data.topCallers.length}
              note={data.topCallers.length === 5 ? "top 5 shown" : "all shown"}
            />
          </section>
          <RunOutcomesSection runs={data.runs} expertName={data.expert.name} />
          <SectionCard id="per-day-heading" title="Per day">
            <AnalyticsChart
              perDay={data.perDay}
              summary={`${data.expert.name}, last ${days} days: ${data.totals.toAccepted + data.totals.toFailed} delegations to it (${data.totals.toFailed} failed), ${data.totals.fromAccepted + data.totals.fromFailed} from it (${data.totals.fromFailed} failed). The numbers per day are in the table below.`}
            />
            <div
              className="max-h-80 overflow-auto [&_tr>*:first-child]:sticky [&_tr>*:first-child]:left-0 [&_tr>*:first-child]:bg-white [&_tr>*:first-child]:whitespace-nowrap"
              tabIndex={0}
              role="region"
              aria-label="Delegations per day, table"
            >
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">Delegations per day</caption>
                <thead className="sticky top-0 bg-white">
                  <tr>
                    <th scope="col" className={head}>
                      Day (UTC)
                    </th>
                    {["To it, accepted", "To it, failed", "From it, accepted", "From it, failed"].map((h) => (
                      <th key={h} scope="col" className={`${head} text-right`}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...data.perDay].reverse().map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className="border-b border-slate-100 px-3 py-1.5 text-left font-normal">
                        {d.day}
                      </th>
                      <td className={cell}>{d.toAccepted}</td>
                      <td className={cell}>{d.toFailed}</td>
                      <td className={cell}>{d.fromAccepted}</td>
                      <td className={cell}>{d.fromFailed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </SectionCard>
          <div className="grid gap-6 lg:grid-cols-2">
            <SectionCard
              id="reasons-heading"
              title="Why delegations failed"
              description="Reasons about other people's Experts are grouped, so nothing about a private Expert is revealed."
            >
              {data.failureReasons.length === 0 ? (
                <p className="text-sm text-slate-600">No delegation failed in this period.</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {data.failureReasons.map((r) => (
                    <li key={`${r.direction}-${r.reason}`}>
                      <span className="font-medium tabular-nums">{r.count}</span>{" "}
                      {r.direction === "to" ? "to it" : "from it"}: {r.label}
                    </li>
                  ))}
                </ul>
              )}
            </SectionCard>
            <SectionCard id="callers-heading" title="Experts that delegate to it most">
              {data.topCallers.length === 0 ? (
                <p className="text-sm text-slate-600">No Expert delegated to it in this period.</p>
              ) : (
                <ol className="list-decimal space-y-1 pl-5 text-sm">
                  {data.topCallers.map((c, i) => (
                    <li key={c.slug ?? `private-${i}`}>
                      {c.slug ? (
                        <Link href={`/marketplace/${c.slug}`} className="text-indigo-700 underline">
                          {c.name}
                        </Link>
                      ) : (
                        c.name
                      )}{" "}
                      <span className="text-slate-600 tabular-nums">({c.count})</span>
                    </li>
                  ))}
                </ol>
              )}
            </SectionCard>
          </div>
        </>
      ) : null}
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <div className={cardClass(undefined, "md")}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-slate-600">{note}</p>
    </div>
  );
}
