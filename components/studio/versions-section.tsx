import type { ReactNode } from "react";
import type { VersionState } from "@/lib/server/studio/expert-versions";
import { LiveVersions } from "./live-versions";
import { Section } from "./section";

/** rules §10 in the Studio: what runtimes get today, the unpublished changes, and the live versions to roll back to. */
export function VersionsSection({
  expertId,
  version,
  state,
  changes,
  dirty,
  onMessage,
}: {
  expertId: string;
  version: number;
  state: VersionState | null | undefined;
  /** The unpublished changes as the page rendered them (UnpublishedChanges). */
  changes?: ReactNode;
  dirty: boolean;
  onMessage: (message: string, tone: "ok" | "error") => void;
}) {
  if (!state) return null;
  const served = state.served;
  return (
    <Section
      id="versions"
      title="Draft and live"
      description={
        served
          ? `Runtimes get Live v${served.number} today. You edit the draft; publish to make it live.`
          : state.latest
            ? `Not published: runtimes get nothing. The last live version was Live v${state.latest.number}.`
            : "Runtimes get nothing until you publish. You edit the draft."
      }
    >
      {changes}
      {dirty && state.latest ? (
        <p className="text-xs text-amber-800">Edits not yet saved in this form are not included: save them first.</p>
      ) : null}
      <LiveVersions expertId={expertId} version={version} state={state} onMessage={onMessage} />
    </Section>
  );
}
