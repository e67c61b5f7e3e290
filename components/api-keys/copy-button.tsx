"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

type Props = { text: string; label: string; copiedMessage: string };

/** Copies `text` to the clipboard and says so beside the button (or says to copy by hand when the browser refuses). */
export function CopyButton({ text, label, copiedMessage }: Props) {
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (outcome !== "copied") return;
    const timer = setTimeout(() => setOutcome(null), 5_000);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome("copied");
    } catch {
      // No clipboard access (an http origin other than localhost, or permission refused).
      setOutcome("failed");
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <p
        role="status"
        aria-live="polite"
        className={outcome === "failed" ? "text-sm text-red-700" : "text-sm text-emerald-700"}
      >
        {outcome === "copied"
          ? copiedMessage
          : outcome === "failed"
            ? "The browser did not allow copying: select the text and copy it yourself."
            : ""}
      </p>
    </div>
  );
}
