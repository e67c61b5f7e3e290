import type { OverlapGroup } from "@/lib/domain/overlap-groups";

const PAIRS_SHOWN = 100;

/** One line per group of near-duplicate subagents with its count; the pairs behind it on request. */
export function OverlapGroupsView({ groups, threshold }: { groups: OverlapGroup[]; threshold: number }) {
  if (groups.length === 0) return null;
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold text-slate-800">Near-duplicate groups</h3>
      <p className="text-xs text-slate-600">
        Subagents whose descriptions say nearly the same thing (similarity from {threshold.toFixed(2)}): a model cannot
        choose well between them.
      </p>
      <ul aria-label="Near-duplicate groups" className="space-y-1 text-xs">
        {groups.map((g) => (
          <li
            key={g.names.join("\n")}
            className="min-w-0 rounded bg-amber-50 px-2 py-1 [overflow-wrap:anywhere] text-amber-900"
          >
            <details>
              <summary className="cursor-pointer">
                {g.names.length} near-duplicate subagents, {g.pairs.length} pair{g.pairs.length === 1 ? "" : "s"}{" "}
                (similarity up to {g.highest.toFixed(2)}):{" "}
                {g.names.length > 4
                  ? `${g.names.slice(0, 3).join(", ")} and ${g.names.length - 3} more`
                  : g.names.join(", ")}
              </summary>
              <ul className="mt-1 space-y-0.5 pl-4">
                {g.pairs.slice(0, PAIRS_SHOWN).map((p) => (
                  <li key={`${p.a}\n${p.b}`}>
                    {p.a} and {p.b} ({p.similarity.toFixed(2)})
                  </li>
                ))}
                {g.pairs.length > PAIRS_SHOWN ? <li>… and {g.pairs.length - PAIRS_SHOWN} more pairs.</li> : null}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
