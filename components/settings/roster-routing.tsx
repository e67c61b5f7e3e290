import { RankedCandidates } from "@/components/routing/ranked-candidates";
import type { RosterPreview } from "@/lib/server/settings/roster-preview";

/** The roster for the typed message, ranked by relevance, with the token budget's decision. */
export function RosterRouting({ preview, message }: { preview: RosterPreview; message: string }) {
  const { budget } = preview;
  return (
    <section aria-labelledby="routing-heading" className="space-y-2">
      <h3 id="routing-heading" className="font-semibold">
        Routing preview
      </h3>
      <p className="text-sm text-slate-600">
        {budget.candidates === 0
          ? "No Expert passed the roster's rules, so there is nothing to rank."
          : budget.leftOut > 0
            ? `The delegate list is capped at ${budget.budget.toLocaleString("en")} tokens: ${budget.offered} of ${budget.candidates.toLocaleString("en")} Experts are offered (${budget.tokens.toLocaleString("en")} tokens), mentions first, then the most relevant; ${budget.leftOut.toLocaleString("en")} are left out and reachable with an @mention.`
            : `All ${budget.candidates} Experts fit the delegate list's budget of ${budget.budget.toLocaleString("en")} tokens (${budget.tokens.toLocaleString("en")} used).`}
      </p>
      <RankedCandidates
        preview={preview.routing}
        message={message}
        noun="Expert"
        fields="name, slug and brief"
        listLabel="Ranked Experts"
      />
    </section>
  );
}
