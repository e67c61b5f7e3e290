"use client";

import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-classes";
import type { PlaygroundTurn } from "@/lib/domain/playground/trace";

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
  const problemId = useId();

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
    <section
      aria-labelledby="chat-heading"
      className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
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
        <label htmlFor={inputId} className="block text-sm font-medium">
          Message
        </label>
        <textarea
          id={inputId}
          value={message}
          rows={3}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              submit();
            }
          }}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-1 focus:ring-indigo-500 focus:outline-none disabled:bg-slate-100"
          placeholder="e.g. Review this NDA clause… or ask @another-expert"
        />
        {problem ? (
          <p id={problemId} className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className={buttonClass("primary", "sm")} disabled={pending || disabled}>
            {pending ? "Running…" : "Send"}
          </button>
          {pending ? (
            <button type="button" className={buttonClass("secondary", "sm")} onClick={onStop}>
              Stop
            </button>
          ) : null}
          <span className="text-xs text-slate-600">Ctrl+Enter sends</span>
        </div>
      </form>
    </section>
  );
}
