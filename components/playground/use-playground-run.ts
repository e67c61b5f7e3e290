"use client";

import { useCallback, useRef, useState } from "react";
import { createLineSplitter } from "@/lib/domain/playground/ndjson";
import { HISTORY_LIMIT } from "@/lib/domain/playground/request";
import type { DayUsage, PlaygroundStreamEvent, PlaygroundTurn } from "@/lib/domain/playground/trace";

/** The conversation, sent one turn at a time to the run endpoint and read back as it streams. */
export function usePlaygroundRun(runUrl: string, initialDay: DayUsage) {
  const [turns, setTurns] = useState<PlaygroundTurn[]>([]);
  const [pending, setPending] = useState(false);
  const [day, setDay] = useState(initialDay);
  const controller = useRef<AbortController | null>(null);

  const send = useCallback(
    async (message: string, version: string) => {
      const history = turns
        .flatMap((t) => [
          { role: "user" as const, content: t.message },
          ...(t.answer ? [{ role: "assistant" as const, content: t.answer }] : []),
        ])
        .slice(-HISTORY_LIMIT);
      const index = turns.length;
      const update = (change: (turn: PlaygroundTurn) => PlaygroundTurn) =>
        setTurns((all) => all.map((t, i) => (i === index ? change(t) : t)));
      setTurns((all) => [...all, { message, answer: "", error: null, trace: [], usage: null }]);
      setPending(true);
      const abort = new AbortController();
      controller.current = abort;
      const apply = (event: PlaygroundStreamEvent) => {
        if (event.kind === "text") update((t) => ({ ...t, answer: t.answer + event.delta }));
        else if (event.kind === "trace") update((t) => ({ ...t, trace: [...t.trace, event.event] }));
        else if (event.kind === "done") {
          update((t) => ({ ...t, answer: event.answer, usage: event.usage }));
          setDay(event.day);
        } else {
          update((t) => ({ ...t, error: event.message }));
          if (event.day) setDay(event.day);
        }
      };
      try {
        const response = await fetch(runUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ version, message, history }),
          signal: abort.signal,
        });
        if (!response.ok || !response.body || !response.headers.get("content-type")?.includes("ndjson")) {
          const body = (await response.json().catch(() => null)) as { error?: string } | null;
          update((t) => ({
            ...t,
            error: body?.error ?? `The playground could not run this turn (HTTP ${response.status}).`,
          }));
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const lines = createLineSplitter((line) => apply(JSON.parse(line) as PlaygroundStreamEvent));
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          lines.push(value);
        }
        lines.end();
      } catch (error) {
        const stopped = error instanceof DOMException && error.name === "AbortError";
        update((t) => ({
          ...t,
          error: stopped ? "Stopped." : "The connection to the server was lost; the turn may be incomplete.",
        }));
      } finally {
        controller.current = null;
        setPending(false);
      }
    },
    [runUrl, turns],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setTurns([]), []);
  return { turns, pending, day, send, stop, clear };
}
