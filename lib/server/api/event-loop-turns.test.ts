import { describe, expect, test } from "vitest";
import { nextTurn } from "./event-loop-turns";

describe("nextTurn", () => {
  test("callers are let through in the order they asked", async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => nextTurn().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  test("the event loop turns between two callers, so I/O waiting meanwhile runs between them", async () => {
    const order: string[] = [];
    const first = nextTurn().then(() => order.push("first"));
    const second = nextTurn().then(() => order.push("second"));
    // Queued after both asked: it would run last if both were let through in one turn.
    const io = new Promise<void>((resolve) => setImmediate(() => (order.push("io"), resolve())));
    await Promise.all([first, second, io]);
    expect(order).toEqual(["first", "io", "second"]);
  });

  test("a caller that asks when nobody waits still waits for the next turn", async () => {
    const order: string[] = [];
    const turn = nextTurn().then(() => order.push("turn"));
    order.push("sync");
    await Promise.resolve();
    order.push("microtask");
    await turn;
    expect(order).toEqual(["sync", "microtask", "turn"]);
  });
});
