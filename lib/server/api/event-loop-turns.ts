import "server-only";

/**
 * Harness requests take turns, one per turn of the event loop, in the order they asked. Node 20
 * accepts one new connection per turn of its loop (libuv 1.46), and a request on SQLite runs
 * start to end without yielding (better-sqlite3 is synchronous), so a saturated server served every
 * ready request in one turn: with 100 keep-alive clients, each connection waiting to be accepted
 * cost the ones behind it a whole round of all the others, and newcomers waited past the clients'
 * 10 s timeout while established clients were answered in about a second (P5 under outside load).
 * With one request per turn the loop accepts between requests. PostgreSQL needs none of this: every
 * query yields, and one start per turn held back the requests that overlap there (P5 on PostgreSQL:
 * 333–363 req/s with turns against 534–567 without).
 */
type Turns = { waiting: (() => void)[]; scheduled: boolean };
// One queue per process, whichever route bundle loads this module.
const globalForTurns = globalThis as unknown as { expertStudioTurns?: Turns };
const turns: Turns = (globalForTurns.expertStudioTurns ??= { waiting: [], scheduled: false });

/** Resolves on a later turn of the event loop, after every caller that asked before. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    turns.waiting.push(resolve);
    if (!turns.scheduled) {
      turns.scheduled = true;
      setImmediate(grant);
    }
  });
}

// An immediate queued from an immediate runs on the next turn, after that turn's I/O (and accept).
function grant(): void {
  turns.waiting.shift()?.();
  if (turns.waiting.length > 0) setImmediate(grant);
  else turns.scheduled = false;
}
