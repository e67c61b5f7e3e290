import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { rosterCodeForUser } from "@/lib/domain/roster-code-words";
import type { RosterPreview } from "@/lib/server/settings/roster-preview";
import { RosterRouting } from "./roster-routing";

const VIA = { policy: "your policy", whitelist: "your whitelist", mention: "a mention" } as const;

export function RosterPreviewResult({ preview, message = "" }: { preview: RosterPreview; message?: string }) {
  return (
    <div className="space-y-5">
      <RosterRouting preview={preview} message={message} />
      <Part id="roster-heading" title={`Roster for ${preview.expert.name}`}>
        {preview.roster.length === 0 ? (
          <p className="text-sm text-slate-600">
            Empty roster: this Expert would be offered no other Expert to call on.
          </p>
        ) : (
          <ol aria-label="Roster" className="list-decimal space-y-1 pl-6 text-sm">
            {preview.roster.map((r) => (
              <li key={r.id}>
                <span className="font-medium [overflow-wrap:anywhere]" dir="auto">
                  {r.name}
                </span>{" "}
                <span className="font-mono text-xs [overflow-wrap:anywhere] text-slate-600">@{r.slug}</span>
              </li>
            ))}
          </ol>
        )}
      </Part>
      <Part id="candidates-heading" title="Every candidate considered">
        {preview.rosterReport.length === 0 ? (
          <p className="text-sm text-slate-600">
            No candidates: your policy is None and the message mentions no Expert.
          </p>
        ) : (
          <ul
            aria-label="Every candidate considered"
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
          >
            {preview.rosterReport.map((r) => {
              const named = r.id ? preview.names[r.id] : undefined;
              return (
                <li key={`${r.via}:${r.ref}`} className="space-y-1 px-3 py-2 text-sm">
                  <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                    <span className="font-medium [overflow-wrap:anywhere]" dir="auto">
                      {named ? named.name : r.via === "mention" ? `@${r.ref}` : "An Expert that no longer exists"}
                    </span>
                    {named ? (
                      <span className="font-mono text-xs [overflow-wrap:anywhere] text-slate-600">@{named.slug}</span>
                    ) : null}
                    <span className="text-xs text-slate-600">from {VIA[r.via]}</span>
                    <Badge tone={r.status === "kept" ? "kept" : "warn"} wrap>
                      {r.status === "kept" ? "Kept" : `Left out: ${lowerFirst(rosterCodeForUser(r.code))}`}
                    </Badge>
                  </div>
                  <p className="[overflow-wrap:anywhere] text-slate-700">
                    {r.code === "unknown_expert"
                      ? "An Expert on your whitelist no longer exists: remove it from the whitelist above."
                      : r.message}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Part>
      <Part id="delegate-heading" title="delegate tool text">
        <p className="mb-2 text-sm text-slate-600">
          About {preview.delegateTokens} tokens for this section; {preview.tokens} tokens for everything injected.
        </p>
        {preview.delegateText ? (
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded-md bg-slate-900 p-4 text-xs whitespace-pre-wrap text-slate-100"
          >
            {preview.delegateText}
          </pre>
        ) : (
          <p className="text-sm text-slate-600">Omitted: the roster is empty.</p>
        )}
      </Part>
    </div>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One part of the preview, named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
