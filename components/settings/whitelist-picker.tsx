"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { addWhitelistEntry, isOverCap, moveWhitelistEntry, WHITELIST_CAP } from "@/lib/domain/delegation-whitelist";
import type { PolicyExpert } from "@/lib/server/settings/delegation-policy";

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
                    <Badge wrap className="ml-2">
                      Over the limit of {WHITELIST_CAP}, not used
                    </Badge>
                  ) : null}
                  {!entry.status.qualifies ? (
                    <Badge tone="warn" wrap className="ml-2">
                      No longer qualifies: {entry.status.reason}
                    </Badge>
                  ) : null}
                </span>
                <span className="ml-auto flex gap-2">
                  <Button
                    size="xs"
                    disabled={index === 0}
                    aria-label={`Move ${entry.name} up`}
                    onClick={() => update(moveWhitelistEntry(whitelist, index, -1))}
                  >
                    Up
                  </Button>
                  <Button
                    size="xs"
                    disabled={index === whitelist.length - 1}
                    aria-label={`Move ${entry.name} down`}
                    onClick={() => update(moveWhitelistEntry(whitelist, index, 1))}
                  >
                    Down
                  </Button>
                  <Button
                    size="xs"
                    aria-label={`Remove ${entry.name}`}
                    onClick={() => update(whitelist.filter((w) => w !== id))}
                  >
                    Remove
                  </Button>
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
          <SelectField
            id="whitelist-add"
            label="Add an Expert"
            value={selected}
            onChange={(e) => setChoice(e.target.value)}
          >
            {available.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
                {o.status.qualifies ? "" : ` (${o.status.reason.toLowerCase()})`}
              </option>
            ))}
          </SelectField>
          <Button onClick={add}>Add to whitelist</Button>
        </div>
      )}
      <p id="whitelist-error" role="alert" className="min-h-5 text-sm text-red-700">
        {notice ?? error ?? ""}
      </p>
    </div>
  );
}
