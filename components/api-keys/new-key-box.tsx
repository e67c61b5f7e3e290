"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import type { CreatedKey } from "@/lib/server/api-keys/manage";
import { CopyButton } from "./copy-button";

/**
 * The one moment a key is visible: the page stores only its hash, so this box is the key's only
 * copy until its holder saves it. Focus moves here so that the key is the next thing announced.
 */
export function NewKeyBox({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [created.summary.id]);
  const fieldId = `new-key-${created.summary.id}`;
  return (
    <section
      aria-labelledby={`${fieldId}-heading`}
      className="space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
    >
      <h3
        id={`${fieldId}-heading`}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-amber-950 focus:outline-none"
      >
        Copy your new key now: “{created.summary.name}”
      </h3>
      <p className="text-sm text-amber-950">
        This is the only time the key is shown: Expert Studio keeps only a hash of it, so it will not be shown again. If
        you lose it, revoke it and create another.
      </p>
      <TextAreaField
        id={fieldId}
        label="Your new key"
        readOnly
        rows={1}
        value={created.key}
        onFocus={(e) => e.currentTarget.select()}
        spellCheck={false}
        autoComplete="off"
        className="[field-sizing:content] resize-none bg-white font-mono break-all text-slate-900"
      />
      <div className="flex flex-wrap items-start gap-2">
        <CopyButton text={created.key} label="Copy key" copiedMessage="Copied to the clipboard." />
        <Button size="sm" onClick={onDone}>
          I have saved it: hide the key
        </Button>
      </div>
    </section>
  );
}
