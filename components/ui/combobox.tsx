"use client";

import clsx from "clsx";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { inputClass } from "./field";

export type ComboboxGroup = { label: string; options: readonly { value: string; hint?: string }[] };

type Props = {
  id: string;
  label: string;
  groups: readonly ComboboxGroup[];
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the chosen option, or with the typed text (free entries such as globs are allowed). */
  onPick: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** Typed text as a filter: a substring, or a glob when it has `*` (so a glob shows what it matches). */
function matcher(text: string): (value: string) => boolean {
  const q = text.trim().toLowerCase();
  if (!q.includes("*")) return (v) => v.toLowerCase().includes(q);
  const pattern = new RegExp(
    `^${q
      .split("*")
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  return (v) => pattern.test(v.toLowerCase());
}

/**
 * An editable combobox with a grouped listbox (WAI-ARIA combobox pattern, list autocomplete).
 * The list drops down in place rather than through a positioning library: it keeps the editor's
 * first load small, and the list always opens below its input.
 */
export function Combobox({ id, label, groups, value, onValueChange, onPick, placeholder, className }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const visible = useMemo(() => {
    const match = matcher(value);
    return groups
      .map((g) => ({ label: g.label, options: g.options.filter((o) => match(o.value)) }))
      .filter((g) => g.options.length > 0);
  }, [groups, value]);
  const flat = visible.flatMap((g) => g.options);
  const expanded = open && flat.length > 0;
  const optionId = (i: number) => `${listId}-o${i}`;

  const pick = (choice: string) => {
    if (choice.trim() === "") return;
    onPick(choice.trim());
    setActive(-1);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (flat.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i === -1 ? (step === 1 ? 0 : flat.length - 1) : (i + step + flat.length) % flat.length));
    } else if (e.key === "Enter") {
      e.preventDefault();
      pick(expanded && active >= 0 && flat[active] ? flat[active].value : value);
    } else if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  let index = -1;
  return (
    <div className={clsx("relative min-w-0 flex-1", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        className={clsx(inputClass, "font-mono")}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        role="listbox"
        id={listId}
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {visible.map((group, g) => (
          <li key={group.label} role="presentation">
            <p
              id={`${listId}-g${g}`}
              className="px-3 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group.label}
            </p>
            <ul role="group" aria-labelledby={`${listId}-g${g}`}>
              {group.options.map((option) => {
                const i = ++index;
                return (
                  <li
                    key={option.value}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    title={option.hint}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(option.value)}
                    className={clsx(
                      "cursor-pointer px-3 py-1 font-mono text-xs break-all",
                      i === active ? "bg-indigo-600 text-white" : "text-slate-800 hover:bg-slate-100",
                    )}
                  >
                    {option.value}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
