"use client";

import { useEffect, useRef, useState } from "react";

export type DebouncedAction<I, R> = {
  /**
   * What to ask, as plain JSON (it is compared by its JSON text, so an equal copy asks nothing new).
   * null: nothing to ask now; a waiting or running request is dropped and the last answer stays.
   */
  input: I | null;
  /** Called `delayMs` after the input last changed, with a copy of it. */
  run: (input: I) => Promise<R>;
  delayMs: number;
  /** The answer to show when `run` throws (a lost connection, a server error). */
  onThrow: (error: unknown) => R;
  /** Each answer that is still current, as it arrives (before it is shown). */
  onAnswer?: (value: R, input: I) => void;
};

/** An answer and the input it answers. */
export type Answer<I, R> = { key: string; input: I; value: R };

export type DebouncedState<I, R> = {
  /** The newest answer that was still current when it arrived; null before the first. */
  answer: Answer<I, R> | null;
  /** The input has no answer yet (the delay runs or the request does): `answer` is for an older input. */
  pending: boolean;
  /** A request was sent and neither its answer nor a newer one has arrived. */
  loading: boolean;
};

/**
 * Debounced calls of a server action as an input changes, where only the newest request may paint:
 * a newer input (or unmounting) cancels the waiting timer and makes a running request's answer stale,
 * so an earlier, slower answer that arrives after a later one is dropped.
 */
export function useDebouncedAction<I, R>({
  input,
  run,
  delayMs,
  onThrow,
  onAnswer,
}: DebouncedAction<I, R>): DebouncedState<I, R> {
  const key = input === null ? null : JSON.stringify(input);
  const [answer, setAnswer] = useState<Answer<I, R> | null>(null);
  const [loading, setLoading] = useState(false);
  // The callers' functions as of the last render: a new closure each render does not ask again.
  const callbacks = useRef({ run, onThrow, onAnswer });
  useEffect(() => {
    callbacks.current = { run, onThrow, onAnswer };
  });

  useEffect(() => {
    if (key === null) return;
    const request = new AbortController();
    const asked = JSON.parse(key) as I;
    const timer = setTimeout(
      () =>
        void (async () => {
          setLoading(true);
          let value: R;
          try {
            value = await callbacks.current.run(asked);
          } catch (error) {
            value = callbacks.current.onThrow(error);
          }
          // The one guard: a newer input, or unmounting, aborted this request while it ran.
          if (request.signal.aborted) return;
          callbacks.current.onAnswer?.(value, asked);
          setAnswer({ key, input: asked, value });
          setLoading(false);
        })(),
      delayMs,
    );
    return () => {
      request.abort();
      clearTimeout(timer);
    };
  }, [key, delayMs]);

  return {
    answer,
    pending: key !== null && answer?.key !== key,
    loading: key !== null && loading,
  };
}
