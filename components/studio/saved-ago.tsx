"use client";

import { useSyncExternalStore } from "react";
import { savedAgo } from "@/lib/domain/saved-ago";

const TICK_MS = 30_000;
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
};
// The clock read in steps of TICK_MS, so every read within one step is the same snapshot.
const now = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** "saved 3 min ago", kept current; the server (and hydration) render the time itself. */
export function SavedAgo({ at }: { at: Date }) {
  const time = useSyncExternalStore(subscribe, now, () => null);
  const iso = at.toISOString();
  return (
    <time dateTime={iso} title={`${iso.slice(0, 16).replace("T", " ")} UTC`}>
      saved {time === null ? `at ${iso.slice(11, 16)} UTC` : savedAgo(at, new Date(time))}
    </time>
  );
}
