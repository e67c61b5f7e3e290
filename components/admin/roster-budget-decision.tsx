import type { RosterBudget } from "@/lib/domain/roster-budget";

const n = (value: number) => value.toLocaleString("en");

/** rules §11: how the delegate list was fitted to ROSTER_TOKEN_BUDGET. */
export function BudgetDecision({ budget }: { budget: RosterBudget }) {
  const rows: [string, string][] = [
    ["Budget", `${n(budget.budget)} tokens of entries`],
    [
      "Candidates kept by the roster rules",
      `${n(budget.candidates)} (${n(budget.candidateTokens)} tokens if all were listed)`,
    ],
    ["Offered in the delegate list", `${n(budget.offered)} (${n(budget.tokens)} tokens)`],
    ["Left out (over_budget)", n(budget.leftOut)],
  ];
  return (
    <div className="space-y-2">
      <p className="text-sm">
        {budget.leftOut === 0
          ? "Everything fits: no candidate was left out."
          : `Over budget: ${n(budget.leftOut)} candidates were left out, and the list ends with a line saying so and how to bring one in with @slug.`}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mb-1 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
