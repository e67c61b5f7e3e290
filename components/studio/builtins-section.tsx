"use client";

import clsx from "clsx";
import { memo } from "react";
import { Switch } from "@/components/ui/switch";
import type { BuiltinSummary } from "@/lib/domain/subagents/builtin-listing";
import type { Update } from "./basic-sections";
import { Section } from "./section";

type Props = { builtins: BuiltinSummary[]; disabled: string[]; update: Update };

/** The switches are part of the draft: they are previewed at once and stored with Save. */
export const BuiltinsSection = memo(function BuiltinsSection({ builtins, disabled, update }: Props) {
  const flip = (handle: string, on: boolean) =>
    update({
      disabledBuiltins: on
        ? disabled.filter((h) => h !== handle)
        : [...disabled.filter((h) => h !== handle), handle].sort(),
    });
  return (
    <Section
      id="builtins"
      title="Builtin subagents"
      description="The platform's subagents come first. Switch one off to stop offering it; your own spec may then take its name. Saved with your other changes."
    >
      <ul className="divide-y divide-slate-100">
        {builtins.map((b) => {
          const on = !disabled.includes(b.name);
          const labelId = `builtin-${b.name}-label`;
          return (
            <li
              key={b.name}
              className={clsx("flex items-start justify-between gap-4 px-2 py-3", !on && "bg-slate-50")}
              data-state={on ? "on" : "off"}
            >
              <div className="min-w-0">
                <p
                  id={labelId}
                  className={clsx("font-mono text-sm font-semibold", on ? "text-slate-900" : "text-slate-600")}
                >
                  {b.name} {on ? null : <span className="ml-1 font-sans text-xs font-normal">(switched off)</span>}
                </p>
                <p className="text-xs text-slate-600">{b.description}</p>
                <p className="mt-1 font-mono text-[11px] break-words text-slate-600">{b.tools.join(", ")}</p>
              </div>
              <Switch
                className="mt-1"
                checked={on}
                onCheckedChange={(next) => flip(b.name, next)}
                aria-label={`Builtin ${b.name}`}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
});
