import type { RoutingPreview } from "@/lib/domain/routing-preview";
import { Badge } from "@/components/ui/badge";

type Props = {
  preview: RoutingPreview;
  message: string;
  /** "Expert" or "subagent": how the sentences name a candidate. */
  noun: "Expert" | "subagent";
  /** What relevance is computed over, e.g. "name, slug and brief". */
  fields: string;
  listLabel: string;
};

const score = (value: number) => value.toFixed(2);
const similarity = (value: number) => value.toFixed(2);

/** rules §11: candidates ranked for a message, each with score, matched words and overlap warnings. */
export function RankedCandidates({ preview, message, noun, fields, listLabel }: Props) {
  const plural = `${noun}s`;
  const typed = message.trim() !== "";
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-600">
        A hint from shared words, not the model&apos;s decision: the word-match relevance of each {noun}&apos;s {fields}{" "}
        to the words of the message (the BM25 formula: rarer shared words count more; word endings are ignored, so
        “contracts” meets “contract-review”). The model reads the text and may choose otherwise.
      </p>
      {preview.total === 0 ? (
        <p className="text-sm text-slate-600">No {plural} to rank.</p>
      ) : !typed ? (
        <p className="text-sm text-slate-600">
          Type a message to rank the {plural}; until then they are listed in their own order.
        </p>
      ) : preview.matched === 0 ? (
        <p role="note" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          Nothing matches: no {noun}&apos;s {fields} shares a word with this message, so the text gives the model no
          lead. They are listed in their own order.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          {preview.matched} of {preview.total} {preview.total === 1 ? noun : plural} share words with the message.
        </p>
      )}
      {preview.candidates.length > 0 ? (
        <ol aria-label={listLabel} className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {preview.candidates.map((c) => (
            <li key={c.key} aria-label={`Rank ${c.rank}: ${c.name}`} className="space-y-1 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="w-8 shrink-0 font-mono text-xs text-slate-500">#{c.rank}</span>
                <span className="font-medium text-slate-900">{c.name}</span>
                {c.handle !== c.name ? (
                  <span className="font-mono text-xs break-all text-slate-600">{c.handle}</span>
                ) : null}
                <span className="text-xs text-slate-600">score {score(c.score)}</span>
                {!c.offered ? <Badge>left out: over budget</Badge> : null}
              </div>
              {c.matchedTerms.length > 0 ? (
                <p className="pl-11 text-xs text-slate-700">
                  Matched:{" "}
                  {c.matchedTerms.map((t) => (
                    <span key={t}>
                      <mark className="rounded bg-indigo-50 px-1 text-indigo-900">{t}</mark>{" "}
                    </span>
                  ))}
                </p>
              ) : null}
              {c.overlaps.map((o) => (
                <p key={o.key} className="ml-11 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
                  Overlap warning: near-duplicate of {o.name} (similarity {similarity(o.similarity)}, flagged from{" "}
                  {similarity(preview.threshold)}): a model cannot choose well between two texts that say the same
                  thing.
                </p>
              ))}
            </li>
          ))}
        </ol>
      ) : null}
      {preview.total > preview.candidates.length ? (
        <p className="text-xs text-slate-600">
          Showing the first {preview.candidates.length} of {preview.total.toLocaleString("en")} {plural}.
        </p>
      ) : null}
    </div>
  );
}
