import type { ComparisonSummary } from "@/lib/server/evaluations/studio-runs";
import { percent } from "./percent";

/** rules §16 in the publish dialog: the evaluation set on the draft against the live version, and the cases that now fail. */
export function PublishComparison({ comparison: c }: { comparison: ComparisonSummary }) {
  return (
    <div className="space-y-2">
      <p>
        Evaluation set ({c.cases} cases): live version {c.liveNumber} {percent(c.liveAccuracy)}, this draft{" "}
        {percent(c.draftAccuracy)} ({c.points > 0 ? "+" : ""}
        {c.points} points).
        {c.confirm ? ` That is a drop of more than ${c.threshold} points.` : ""}
      </p>
      {c.nowFailingCount > 0 ? (
        <>
          <p className="font-medium">
            {c.nowFailingCount === 1 ? "1 case now fails:" : `${c.nowFailingCount} cases now fail:`}
          </p>
          <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
            {c.nowFailing.map((f, i) => (
              <li key={i} className="[overflow-wrap:anywhere]">
                “{f.message}” expects {f.expected}, now goes to {f.chosen}
              </li>
            ))}
          </ul>
          {c.nowFailingCount > c.nowFailing.length ? <p>And {c.nowFailingCount - c.nowFailing.length} more.</p> : null}
        </>
      ) : null}
      {c.nowPassingCount > 0 ? (
        <p>{c.nowPassingCount === 1 ? "1 case now passes." : `${c.nowPassingCount} cases now pass.`}</p>
      ) : null}
    </div>
  );
}
