import { Badge } from "@/components/ui/badge";
import { SectionCard } from "@/components/ui/section-card";

export function BuiltinsSection({
  builtins,
  notes,
}: {
  builtins: { name: string; enabled: boolean }[];
  notes: string[];
}) {
  return (
    <SectionCard id="builtins" title="Builtin subagents and their switches">
      <ul aria-label="Builtin switches" className="flex flex-wrap gap-2 text-sm">
        {builtins.map((b) => (
          <li
            key={b.name}
            className={`rounded-md border border-slate-200 px-2 py-1 ${b.enabled ? "" : "bg-slate-50 text-slate-600"}`}
          >
            <span className="font-mono">{b.name}</span>{" "}
            <Badge tone={b.enabled ? "good" : "neutral"}>{b.enabled ? "on" : "off"}</Badge>
          </li>
        ))}
      </ul>
      {notes.map((n) => (
        <p key={n} className="text-sm text-amber-900">
          {n}
        </p>
      ))}
    </SectionCard>
  );
}

export function InjectionTextSection({
  prompt,
  tokens,
  rosterNote,
}: {
  prompt: string;
  tokens: number;
  rosterNote: string;
}) {
  return (
    <SectionCard id="injection" title="Rendered injection" description={`About ${tokens} tokens. ${rosterNote}`}>
      {prompt === "" ? (
        <p className="text-sm text-slate-600">Nothing is injected: no subagent survived and the roster is empty.</p>
      ) : (
        <pre
          aria-label="Injection text"
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap text-slate-900"
        >
          {prompt}
        </pre>
      )}
    </SectionCard>
  );
}
