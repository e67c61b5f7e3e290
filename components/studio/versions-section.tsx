import type { VersionState } from "@/lib/server/studio/expert-versions";
import { LiveVersions } from "./live-versions";
import { Section } from "./section";
import { UnpublishedChanges } from "./unpublished-changes";

/** SPEC §10 in the Studio: what runtimes get today, the unpublished changes, and the live versions to roll back to. */
export function VersionsSection({ expertId, version, state, dirty, onMessage }: {
  expertId: string;
  version: number;
  state: VersionState | null | undefined;
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
          ? `Runtimes get live version ${served.number} today. You edit the draft; publish to make it live.`
          : state.latest
            ? `Not published: runtimes get nothing. The last live version was ${state.latest.number}.`
            : "Runtimes get nothing until you publish. You edit the draft."
      }>
      <UnpublishedChanges state={state} dirty={dirty} />
      <LiveVersions expertId={expertId} version={version} state={state} onMessage={onMessage} />
    </Section>
  );
}
