import { briefHints } from "@/lib/domain/brief-hints";

/** rules §11: what the delegation brief says and misses, as hints that never block saving or publishing. */
export function BriefHints({ brief }: { brief: string }) {
  const hints = briefHints(brief);
  return (
    <div
      aria-labelledby="brief-hints-heading"
      role="group"
      className="rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id="brief-hints-heading" className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Brief hints (never blocking)
      </h3>
      <ul aria-label="Brief hints" className="space-y-1 text-sm">
        {hints.map((h) => (
          <li key={h.id} className={h.ok === null ? "text-slate-700" : h.ok ? "text-emerald-800" : "text-amber-900"}>
            <span aria-hidden="true" className="mr-1">
              {h.ok === null ? "i" : h.ok ? "✓" : "!"}
            </span>
            <span className="sr-only">{h.ok === null ? "Note: " : h.ok ? "Done: " : "Hint: "}</span>
            {h.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
