"use client";

import clsx from "clsx";
import { useOptimistic, useState, useTransition } from "react";
import { toggleBuiltinAction } from "@/app/studio/[expertId]/actions";
import { BUILTIN_SUBAGENTS } from "@/lib/domain/subagents/builtins";
import { Section } from "./section";

type Props = { expertId: string; disabled: string[]; onChanged: (disabled: string[]) => void };

/** Each switch is saved the moment it flips (optimistically), apart from the rest of the draft. */
export function BuiltinsSection({ expertId, disabled, onChanged }: Props) {
  const [optimistic, setOptimistic] = useOptimistic(disabled, (current: string[], change: { handle: string; enabled: boolean }) =>
    change.enabled ? current.filter((h) => h !== change.handle) : [...current, change.handle],
  );
  const [, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);

  const flip = (handle: string, enabled: boolean) => {
    setMessage(null);
    startTransition(async () => {
      setOptimistic({ handle, enabled });
      const result = await toggleBuiltinAction({ expertId, handle, enabled });
      if (result.status === "ok") {
        onChanged(enabled ? disabled.filter((h) => h !== result.handle) : [...disabled.filter((h) => h !== result.handle), result.handle]);
      } else {
        setMessage(`${handle} could not be switched ${enabled ? "on" : "off"}: ${result.message}`);
      }
    });
  };

  return (
    <Section
      id="builtins"
      title="Builtin subagents"
      description="The platform's subagents come first. Switch one off to stop offering it; your own spec may then take its name. Changes save immediately.">
      <ul className="divide-y divide-slate-100">
        {BUILTIN_SUBAGENTS.map((b) => {
          const on = !optimistic.includes(b.name);
          return (
            <li key={b.name} className={clsx("flex items-start justify-between gap-4 px-2 py-3", !on && "bg-slate-50 text-slate-500")} data-state={on ? "on" : "off"}>
              <div>
                <p className={clsx("font-mono text-sm font-semibold", on ? "text-slate-900" : "text-slate-500")}>
                  {b.name} {on ? null : <span className="ml-1 font-sans text-xs font-normal">(switched off)</span>}
                </p>
                <p className={clsx("text-xs", on ? "text-slate-600" : "text-slate-500")}>{b.description}</p>
                <p className="mt-1 font-mono text-[11px] text-slate-500">{b.tools.join(", ")}</p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-label={`Builtin ${b.name}`}
                onClick={() => flip(b.name, !on)}
                className={clsx(
                  "relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2",
                  on ? "bg-indigo-600" : "bg-slate-400",
                )}>
                <span className={clsx("inline-block h-5 w-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-5" : "translate-x-0.5")} />
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" aria-live="polite" className="text-sm text-red-700 empty:hidden">
        {message}
      </p>
    </Section>
  );
}
