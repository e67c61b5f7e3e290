import { PageHeader } from "@/components/ui/page-header";
import type { PlaygroundPageData } from "@/lib/server/playground/page-data";
import { ConnectProviderHelp } from "./connect-provider-help";
import { PlaygroundView } from "./playground-view";

/** The playground around its chat: where it runs, which provider answers, or how to connect one. */
/** `showEndpoint`: the Studio names where a local server listens; users of a live Expert see only the kind of provider. */
export function PlaygroundPage({
  data,
  back,
  runUrl,
  showEndpoint = false,
}: {
  data: PlaygroundPageData;
  back: { href: string; label: string };
  runUrl: string;
  showEndpoint?: boolean;
}) {
  const { target, provider, day } = data;
  return (
    <div className="space-y-4">
      <PageHeader title={`Playground: ${target.name}`} userText back={{ href: back.href, label: `← ${back.label}` }}>
        <p className="text-sm text-slate-600">
          <span className="font-mono">@{target.slug}</span>
          {provider.connected ? <> · answered by {providerName(provider.kind, provider.label, showEndpoint)}</> : null}
        </p>
      </PageHeader>
      {provider.connected ? null : <ConnectProviderHelp problem={provider.problem} />}
      <PlaygroundView
        expert={{ id: target.id, slug: target.slug, name: target.name }}
        versions={target.versions}
        runUrl={runUrl}
        connected={provider.connected}
        day={day}
      />
    </div>
  );
}

function providerName(kind: string, label: string, showEndpoint: boolean): string {
  if (kind === "openai-compatible")
    return showEndpoint ? `an OpenAI-compatible server at ${label}` : "an OpenAI-compatible server";
  if (kind === "anthropic") return "Anthropic";
  return "OpenAI";
}
