"use client";

import { useState, useTransition, type FormEvent } from "react";
import { sendTestDelegationAction } from "@/lib/actions/test-delegation";
import { Button } from "@/components/ui/button";
import { formText } from "@/lib/domain/form-text";
import { TextAreaField, TextField } from "@/components/ui/field";

type Shown = { tone: "ok" | "error"; text: string };

/**
 * Sends one delegation to this Expert as the API would, acting as its owner; the answer is the API's.
 * The body of the Delegation section's "Send a test delegation", loaded when that is first opened.
 */
export function TestDelegationForm({ expertId, slug }: { expertId: string; slug: string }) {
  const [pending, start] = useTransition();
  const [shown, setShown] = useState<Shown | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(async () => {
      const result = await sendTestDelegationAction({
        expertId,
        from: formText(form, "from"),
        input: formText(form, "input"),
      });
      setErrors(result.status === "error" ? result.fieldErrors : undefined);
      if (result.status === "error") return setShown({ tone: "error", text: result.message });
      const { answer } = result;
      setShown(
        answer.status === "accepted"
          ? {
              tone: "ok",
              text: `Accepted (delegation ${answer.delegationId}): a runtime would now run @${slug} on the task. It is in your delegation log.`,
            }
          : { tone: "error", text: `Refused: ${answer.error} It is in your delegation log.` },
      );
    });
  };

  return (
    <form onSubmit={send} className="mt-3 space-y-3">
      <p className="text-xs text-slate-600">
        Checked and logged exactly like a delegation from a runtime, acting as you: the delegating Expert must be one
        you may use, and this Expert must be published and delegatable.
      </p>
      <TextField
        id="test-delegation-from"
        name="from"
        label="From Expert (slug)"
        placeholder="e.g. sql-analyst"
        maxLength={200}
        className="font-mono"
        errors={errors?.from}
      />
      <TextAreaField
        id="test-delegation-input"
        name="input"
        label="Task"
        rows={2}
        maxLength={4_000}
        hint="At most 4,000 characters."
        errors={errors?.input}
      />
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? "Sending…" : "Send test delegation"}
      </Button>
      <p
        role="status"
        aria-live="polite"
        className={`text-sm [overflow-wrap:anywhere] empty:hidden ${shown?.tone === "error" ? "text-red-800" : "text-emerald-800"}`}
      >
        {shown?.text}
      </p>
    </form>
  );
}
