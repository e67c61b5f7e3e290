"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { PlaygroundVersionKey, PlaygroundVersionOption } from "@/lib/domain/playground/request";
import { exportConversation, type DayUsage } from "@/lib/domain/playground/trace";
import { ChatPane } from "./chat-pane";
import { TracePane } from "./trace-pane";
import { usePlaygroundRun } from "./use-playground-run";

type Props = {
  expert: { id: string; slug: string; name: string };
  versions: readonly [PlaygroundVersionOption, ...PlaygroundVersionOption[]];
  runUrl: string;
  connected: boolean;
  day: DayUsage;
};

export function PlaygroundView({ expert, versions, runUrl, connected, day: initialDay }: Props) {
  const [version, setVersion] = useState<PlaygroundVersionKey>(versions[0].key);
  const { turns, pending, day, send, stop, clear } = usePlaygroundRun(runUrl, initialDay);

  function download() {
    const data = exportConversation(expert, version, turns, new Date());
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `playground-${expert.slug}-${data.exportedAt.slice(0, 19).replace(/[:T]/g, "-")}.json`;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {versions.length > 1 ? (
          <label className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">Version to run</span>
            <Select
              inline
              value={version}
              disabled={pending}
              onChange={(event) => setVersion(event.target.value as PlaygroundVersionKey)}
            >
              {versions.map((v) => (
                <option key={v.key} value={v.key}>
                  {v.label}
                </option>
              ))}
            </Select>
          </label>
        ) : (
          <p className="text-sm text-slate-700">Runs the {version === "draft" ? "saved draft" : "live version"}.</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs text-slate-600" aria-live="polite">
            Today: {day.used.toLocaleString("en")} of {day.cap.toLocaleString("en")} tokens
          </p>
          <Button size="sm" onClick={download} disabled={turns.length === 0 || pending}>
            Export JSON
          </Button>
          <Button variant="ghost" size="sm" onClick={clear} disabled={turns.length === 0 || pending}>
            Clear
          </Button>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <ChatPane
          turns={turns}
          pending={pending}
          disabled={!connected}
          onSend={(message) => void send(message, version)}
          onStop={stop}
        />
        <TracePane turns={turns} />
      </div>
    </div>
  );
}
