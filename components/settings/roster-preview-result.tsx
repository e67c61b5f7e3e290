import { Table, Td, Th } from "@/components/ui/table";
import type { RosterPreview } from "@/lib/server/settings/roster-preview";
import { RosterRouting } from "./roster-routing";

const VIA = { policy: "Policy", whitelist: "Whitelist", mention: "Mention" } as const;

export function RosterPreviewResult({ preview, message = "" }: { preview: RosterPreview; message?: string }) {
  return (
    <div className="space-y-5">
      <RosterRouting preview={preview} message={message} />
      <section aria-labelledby="roster-heading">
        <h3 id="roster-heading" className="mb-2 font-semibold">Roster for {preview.expert.name}</h3>
        {preview.roster.length === 0 ? (
          <p className="text-sm text-slate-600">Empty roster: this session would get no `delegate` tool text.</p>
        ) : (
          <ol aria-label="Roster" className="list-decimal space-y-1 pl-6 text-sm">
            {preview.roster.map((r) => (
              <li key={r.id}>
                <span className="font-medium">{r.name}</span> <span className="font-mono text-xs text-slate-600">@{r.slug}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="candidates-heading">
        <h3 id="candidates-heading" className="mb-2 font-semibold">Every candidate considered</h3>
        {preview.rosterReport.length === 0 ? (
          <p className="text-sm text-slate-600">No candidates: your policy is None and the message mentions no Expert.</p>
        ) : (
          <Table label="Every candidate considered">
            <thead className="text-xs">
              <tr>
                <Th>Reference</Th>
                <Th>Via</Th>
                <Th>Outcome</Th>
                <Th>Why</Th>
              </tr>
            </thead>
            <tbody>
              {preview.rosterReport.map((r) => (
                <tr key={`${r.via}:${r.ref}`}>
                  <Td className="font-mono text-xs break-all">{r.ref}</Td>
                  <Td>{VIA[r.via]}</Td>
                  <Td className={r.status === "kept" ? "text-emerald-700" : "min-w-40 text-amber-800"}>
                    {r.status === "kept" ? "Kept" : `Excluded (${r.code})`}
                  </Td>
                  <Td className="min-w-64">{r.message}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <section aria-labelledby="delegate-heading">
        <h3 id="delegate-heading" className="mb-2 font-semibold">delegate tool text</h3>
        <p className="mb-2 text-sm text-slate-600">
          About {preview.delegateTokens} tokens for this section; {preview.tokens} tokens for everything injected.
        </p>
        {preview.delegateText ? (
          <pre tabIndex={0} className="overflow-x-auto whitespace-pre-wrap rounded-md bg-slate-900 p-4 text-xs text-slate-100">{preview.delegateText}</pre>
        ) : (
          <p className="text-sm text-slate-600">Omitted: the roster is empty.</p>
        )}
      </section>
    </div>
  );
}
