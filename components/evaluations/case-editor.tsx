"use client";

import { memo, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { EVAL_MESSAGE_LIMIT, type EvaluationCase, type Expect } from "@/lib/domain/evaluations/cases";

export type TargetChoices = { subagents: string[]; experts: string[] };
type Kind = "subagent" | "delegate" | "none";

const kindOf = (e: Expect): Kind => ("subagent" in e ? "subagent" : "delegate" in e ? "delegate" : "none");
const nameOf = (e: Expect) => ("subagent" in e ? e.subagent : "delegate" in e ? e.delegate : "");

/** One case's message and expectation; the server checks the names again on save. */
export const CaseEditor = memo(function CaseEditor({
  initial,
  choices,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EvaluationCase;
  choices: TargetChoices;
  submitLabel: string;
  onSubmit: (c: EvaluationCase) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [message, setMessage] = useState(initial.message);
  const [kind, setKind] = useState<Kind>(kindOf(initial.expect));
  const [name, setName] = useState(nameOf(initial.expect));
  const [errors, setErrors] = useState<{ message?: string[]; name?: string[] }>({});
  const options = kind === "subagent" ? choices.subagents : kind === "delegate" ? choices.experts : [];

  const submit = () => {
    const next: typeof errors = {};
    if (message.trim() === "") next.message = ["Write the message a user would send."];
    else if (message.length > EVAL_MESSAGE_LIMIT)
      next.message = [`Keep the message within ${EVAL_MESSAGE_LIMIT.toLocaleString("en")} characters.`];
    if (kind !== "none" && name.trim() === "")
      next.name = [kind === "subagent" ? "Name the subagent." : "Name the Expert by its slug."];
    setErrors(next);
    if (next.message || next.name) return;
    const expect: Expect =
      kind === "none"
        ? { none: true }
        : kind === "subagent"
          ? { subagent: name.trim() }
          : { delegate: name.trim().replace(/^@/, "") };
    onSubmit({ message, expect });
    if (!onCancel) {
      setMessage("");
      setName("");
    }
  };

  return (
    <div className="space-y-3">
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        rows={3}
        value={message}
        limit={EVAL_MESSAGE_LIMIT}
        errors={errors.message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          id={`${id}-kind`}
          label="Should be handled by"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          <option value="subagent">a subagent</option>
          <option value="delegate">another Expert</option>
          <option value="none">nothing (no routing)</option>
        </SelectField>
        {kind === "none" ? null : (
          <>
            <TextField
              id={`${id}-name`}
              label={kind === "subagent" ? "Subagent name" : "Expert slug"}
              list={`${id}-options`}
              value={name}
              errors={errors.name}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
            <datalist id={`${id}-options`}>
              {options.map((o) => (
                <option key={o} value={o} />
              ))}
            </datalist>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" size="sm" onClick={submit}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </div>
  );
});
