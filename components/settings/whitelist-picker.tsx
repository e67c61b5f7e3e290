"use client";

import { useState } from "react";
import { addWhitelistEntry, isOverCap, moveWhitelistEntry, WHITELIST_CAP } from "@/lib/domain/delegation-whitelist";
import type { PolicyExpert } from "@/lib/server/settings/delegation-policy";

const smallButton =
  "rounded border border-slate-300 bg-white px-2 py-1 text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-40";

type Props = {
  whitelist: string[];
  onChange: (whitelist: string[]) => void;
  options: PolicyExpert[];
  known: Map<string, PolicyExpert>;
  error?: string;
};

/** An ordered list of Expert ids: add from the Experts the user can access, move, remove. */
export function WhitelistPicker({ whitelist, onChange, options, known, error }: Props) {
  const available = options.filter((o) => !whitelist.includes(o.id));
  const [choice, setChoice] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const selected = available.some((o) => o.id === choice) ? choice : (available[0]?.id ?? "");

  const add = () => {
    if (!selected) return;
    const result = addWhitelistEntry(whitelist, selected);
    if (!result.ok) return setNotice(result.message);
    setNotice(null);
    onChange(result.whitelist);
  };
  const update = (next: string[]) => {
    setNotice(null);
    onChange(next);
  };

  return (
    <div className="space-y-3">
      {whitelist.length === 0 ? (
        <p className="text-sm text-slate-600">
          The whitelist is empty: add the Experts your Experts may call on, in order of preference.
        </p>
      ) : (
        <ol aria-label="Whitelist" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {whitelist.map((id, index) => {
            const entry = known.get(id) ?? { id, slug: null, name: id, status: { qualifies: true as const } };
            return (
              <li key={id} className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 text-sm">
                <span className="w-6 text-slate-500">{index + 1}.</span>
                <span className="min-w-0 flex-1 basis-48 break-words">
                  <span className="font-medium [overflow-wrap:anywhere]" dir="auto">
                    {entry.slug ? entry.name : "An Expert that no longer exists"}
                  </span>
                  {entry.slug ? (
                    <span className="ml-2 font-mono text-xs [overflow-wrap:anywhere] text-slate-600">
                      @{entry.slug}
                    </span>
                  ) : (
                    <span className="ml-2 text-xs [overflow-wrap:anywhere] text-slate-600">(stored as {entry.id})</span>
                  )}
                  {isOverCap(index) ? (
                    <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                      Over the limit of {WHITELIST_CAP}, not used
                    </span>
                  ) : null}
                  {!entry.status.qualifies ? (
                    <span className="ml-2 rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
                      No longer qualifies: {entry.status.reason}
                    </span>
                  ) : null}
                </span>
                <span className="ml-auto flex gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0}
                    aria-label={`Move ${entry.name} up`}
                    onClick={() => update(moveWhitelistEntry(whitelist, index, -1))}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === whitelist.length - 1}
                    aria-label={`Move ${entry.name} down`}
                    onClick={() => update(moveWhitelistEntry(whitelist, index, 1))}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Remove ${entry.name}`}
                    onClick={() => update(whitelist.filter((w) => w !== id))}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {available.length === 0 ? (
        <p className="text-sm text-slate-600">
          Every Expert you have access to is already listed. Get access to more in the marketplace.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="whitelist-add" className="block text-sm font-medium text-slate-700">
              Add an Expert
            </label>
            <select
              id="whitelist-add"
              value={selected}
              onChange={(e) => setChoice(e.target.value)}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {available.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                  {o.status.qualifies ? "" : ` (${o.status.reason.toLowerCase()})`}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={add} className={smallButton + " py-2"}>
            Add to whitelist
          </button>
        </div>
      )}
      <p id="whitelist-error" role="alert" className="min-h-5 text-sm text-red-700">
        {notice ?? error ?? ""}
      </p>
    </div>
  );
}
