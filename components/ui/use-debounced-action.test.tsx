// @vitest-environment happy-dom
import { act, createElement, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useDebouncedAction, type DebouncedState } from "./use-debounced-action";

type Input = { text: string };

/** A server action whose answers the test releases one by one, in any order. */
function controlledAction() {
  const calls: { input: Input; answer: (value: string) => void; fail: (error: Error) => void }[] = [];
  const run = vi.fn(
    (input: Input) =>
      new Promise<string>((answer, fail) => {
        calls.push({ input, answer, fail });
      }),
  );
  return { run, calls };
}

let root: Root;
let seen: DebouncedState<Input, string>;
const answered: string[] = [];

function Probe({ input, run }: { input: Input | null; run: (input: Input) => Promise<string> }) {
  const state = useDebouncedAction({
    input,
    run,
    delayMs: 300,
    onThrow: (error) => `failed: ${(error as Error).message}`,
    onAnswer: (value) => answered.push(value),
  });
  useEffect(() => {
    seen = state;
  });
  return null;
}

const show = (input: Input | null, run: (input: Input) => Promise<string>) =>
  act(async () => root.render(createElement(Probe, { input, run })));
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  root = createRoot(document.createElement("div"));
  answered.length = 0;
});
afterEach(async () => {
  await act(async () => root.unmount());
  vi.useRealTimers();
});

describe("useDebouncedAction", () => {
  test("asks once, with the last input, after the input stops changing for the delay", async () => {
    const { run, calls } = controlledAction();
    await show({ text: "a" }, run);
    await wait(200);
    await show({ text: "ab" }, run);
    await wait(200);
    await show({ text: "abc" }, run);
    expect(seen).toMatchObject({ answer: null, pending: true, loading: false });
    await wait(299);
    expect(run).not.toHaveBeenCalled();
    await wait(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(calls[0]?.input).toEqual({ text: "abc" });
    expect(seen).toMatchObject({ pending: true, loading: true });

    await act(async () => calls[0]?.answer("ABC"));
    expect(seen.answer).toMatchObject({ input: { text: "abc" }, value: "ABC" });
    expect(seen).toMatchObject({ pending: false, loading: false });
    expect(answered).toEqual(["ABC"]);
  });

  test("an earlier, slower answer that arrives after a later one is ignored", async () => {
    const { run, calls } = controlledAction();
    await show({ text: "first" }, run);
    await wait(300);
    await show({ text: "second" }, run);
    await wait(300);
    expect(calls.map((c) => c.input.text)).toEqual(["first", "second"]);

    await act(async () => calls[1]?.answer("SECOND"));
    await act(async () => calls[0]?.answer("FIRST"));
    expect(seen.answer?.value).toBe("SECOND");
    expect(answered).toEqual(["SECOND"]);
    expect(seen).toMatchObject({ pending: false, loading: false });
  });

  test("while a newer input waits, the older answer stays shown and the state says it is not current", async () => {
    const { run, calls } = controlledAction();
    await show({ text: "one" }, run);
    await wait(300);
    await act(async () => calls[0]?.answer("ONE"));
    await show({ text: "two" }, run);
    expect(seen).toMatchObject({ answer: { value: "ONE" }, pending: true, loading: false });
    // An equal copy of the input asks nothing new.
    await show({ text: "two" }, run);
    await wait(300);
    expect(run).toHaveBeenCalledTimes(2);
  });

  test("unmounting cancels the waiting timer and drops a running request's answer", async () => {
    const { run, calls } = controlledAction();
    await show({ text: "running" }, run);
    await wait(300);
    await show({ text: "waiting" }, run);
    await act(async () => root.unmount());
    await wait(1_000);
    expect(calls.map((c) => c.input.text)).toEqual(["running"]);
    await act(async () => calls[0]?.answer("RUNNING"));
    expect(answered).toEqual([]);
    root = createRoot(document.createElement("div")); // for afterEach
  });

  test("a null input asks nothing and drops what was waiting; the last answer stays", async () => {
    const { run, calls } = controlledAction();
    await show({ text: "x" }, run);
    await wait(300);
    await act(async () => calls[0]?.answer("X"));
    await show({ text: "y" }, run);
    await show(null, run);
    await wait(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(seen).toMatchObject({ answer: { value: "X" }, pending: false, loading: false });
  });

  test("a thrown error becomes the onThrow answer", async () => {
    const { run, calls } = controlledAction();
    await show({ text: "boom" }, run);
    await wait(300);
    await act(async () => calls[0]?.fail(new Error("offline")));
    expect(seen.answer?.value).toBe("failed: offline");
    expect(seen.loading).toBe(false);
  });
});
