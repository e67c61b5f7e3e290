import { isOverCap, WHITELIST_CAP } from "@/lib/domain/delegation-whitelist";
import type { DelegationSettings } from "@/lib/server/settings/delegation-policy";
import { Badge } from "@/components/ui/badge";

const MODE_TEXT = {
  none: "None: their Experts are offered only Experts a message @-mentions.",
  all: "All: every Expert they have access to that accepts delegation.",
  whitelist: `Whitelist: only the listed Experts, in order (the first ${WHITELIST_CAP}).`,
} as const;

/** A user's policy and stored whitelist, each entry with whether it still qualifies and whether it is past the limit. */
export function UserPolicySummary({ settings }: { settings: DelegationSettings }) {
  return (
    <div className="space-y-2 text-sm">
      <p>{MODE_TEXT[settings.mode]}</p>
      {settings.whitelist.length === 0 ? (
        <p className="text-slate-600">The whitelist is empty.</p>
      ) : (
        <>
          <p className="text-slate-600">
            Whitelist{settings.mode === "whitelist" ? "" : " (stored, not used by this policy)"}:
          </p>
          <ol aria-label="Whitelist" className="list-decimal space-y-1 pl-6">
            {settings.whitelist.map((entry, index) => (
              <li key={entry.id} className="[overflow-wrap:anywhere]">
                <span className="font-medium" dir="auto">
                  {entry.slug === null ? "No such Expert" : entry.name}
                </span>{" "}
                {isOverCap(index) ? (
                  <Badge>over the limit of {WHITELIST_CAP}, not used</Badge>
                ) : entry.status.qualifies ? (
                  <Badge tone="good">qualifies</Badge>
                ) : null}{" "}
                {entry.status.qualifies ? null : <Badge tone="warn">{entry.status.reason}</Badge>}
                {entry.slug === null ? (
                  <span className="ml-1 font-mono text-xs text-slate-600">(stored as {entry.id})</span>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
