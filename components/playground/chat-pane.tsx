"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import type { PlaygroundTurn } from "@/lib/domain/playground/trace";
import { cardClass } from "@/components/ui/section-card";

const figure = (n: number) => n.toLocaleString("en");

type Props = {
  turns: PlaygroundTurn[];
  pending: boolean;
  disabled: boolean;
  onSend: (message: string) => void;
  onStop: () => void;
};

export function ChatPane({ turns, pending, disabled, onSend, onStop }: Props) {
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  function submit() {
    if (pending || disabled) return;
    if (!message.trim()) {
      setProblem("Write a message first.");
      return;
    }
    setProblem(null);
    onSend(message.trim());
    setMessage("");
  }

  return (
    <section aria-labelledby="chat-heading" className={cardClass("flex min-w-0 flex-col", "md")}>
      <h2 id="chat-heading" className="mb-3 font-semibold">
        Chat
      </h2>
      {turns.length === 0 ? (
        <p className="mb-3 text-sm text-slate-600">
          Ask something the Expert, one of its subagents or another Expert should handle, and watch the trace.
        </p>
      ) : null}
      <ol aria-label="Conversation" className="mb-4 space-y-3">
        {turns.map((turn, i) => (
          <li key={i} className="space-y-2">
            <p className="ml-auto w-fit max-w-[90%] rounded-lg bg-indigo-50 px-3 py-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-900">
              <span className="sr-only">You: </span>
              {turn.message}
            </p>
            <div
              className="max-w-[95%] rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-900"
              aria-busy={pending && i === turns.length - 1}
            >
              <span className="sr-only">Expert: </span>
              {turn.answer ? (
                <p className="[overflow-wrap:anywhere] whitespace-pre-wrap" data-testid="answer">
                  {turn.answer}
                </p>
              ) : pending && i === turns.length - 1 && !turn.error ? (
                <p className="text-slate-600">Working…</p>
              ) : null}
              {turn.error ? (
                <p role="alert" className="mt-1 rounded bg-red-50 px-2 py-1 text-red-800">
                  {turn.error}
                </p>
              ) : null}
              {turn.usage ? (
                <p className="mt-1 text-xs text-slate-600">
                  This turn: {figure(turn.usage.tokens)} tokens ({figure(turn.usage.inputTokens)} in /{" "}
                  {figure(turn.usage.outputTokens)} out) · {turn.usage.modelCalls}{" "}
                  {turn.usage.modelCalls === 1 ? "model call" : "model calls"}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <form
        className="mt-auto space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          id={inputId}
          label="Message"
          errors={problem ? [problem] : undefined}
          value={message}
          rows={3}
          disabled={disabled}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder="e.g. Review this NDA clause… or ask @another-expert"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="primary" size="sm" disabled={pending || disabled}>
            {pending ? "Running…" : "Send"}
          </Button>
          {pending ? (
            <Button size="sm" onClick={onStop}>
              Stop
            </Button>
          ) : null}
          <span className="text-xs text-slate-600">Ctrl+Enter sends</span>
        </div>
      </form>
    </section>
  );
}
