"use client";

import { useState } from "react";
import { TextButton } from "@/components/ui/text-button";

/** Downloads the draft's subagents, as on screen (saved or not), as a zip with a REPORT.md built by the export route. */
export function DraftZipExport({ expertId, specs }: { expertId: string; specs: readonly string[] }) {
  const [state, setState] = useState<{ kind: "idle" | "working" } | { kind: "error"; message: string }>({
    kind: "idle",
  });

  async function download() {
    setState({ kind: "working" });
    const res = await fetch(`/studio/${encodeURIComponent(expertId)}/export`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ specs }),
    }).catch(() => null);
    if (!res?.ok) {
      const message = res ? (await res.text()).trim() : "";
      return setState({
        kind: "error",
        message: message || "The export could not be made. Check the connection and try again.",
      });
    }
    const fileName = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "subagents.zip";
    const url = URL.createObjectURL(await res.blob());
    Object.assign(document.createElement("a"), { href: url, download: fileName }).click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setState({ kind: "idle" });
  }

  return (
    <div className="space-y-1">
      <p>
        <TextButton onClick={() => void download()} disabled={state.kind === "working"}>
          Export the draft&apos;s subagents as a .zip
        </TextButton>
        <span className="text-slate-600">
          {" "}
          — as on screen (unsaved changes included), in their order, with a REPORT.md of anything Claude Code has no
          equivalent for.
        </span>
      </p>
      <p role="status" aria-live="polite" className="empty:hidden">
        {state.kind === "working" ? (
          "Building the zip…"
        ) : state.kind === "error" ? (
          <span className="text-red-700">{state.message}</span>
        ) : null}
      </p>
    </div>
  );
}
