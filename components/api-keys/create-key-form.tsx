"use client";

import { startTransition, useActionState, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { API_KEY_NAME_MAX, type ApiKeyScope } from "@/lib/domain/api-keys";
import { messagesUnder } from "@/lib/domain/field-errors";
import type { FormState } from "@/lib/server/action";
import type { CreatedKey } from "@/lib/server/api-keys/manage";
import type { CreateKeyAction } from "./types";
import { NewKeyBox } from "./new-key-box";
import { ScopeCheckboxes } from "./scope-checkboxes";
import { formText } from "@/lib/domain/form-text";

type Props = {
  action: CreateKeyAction;
  /** Ids of this form's fields start with it (one form per page, but ids must never clash). */
  idPrefix: string;
  submitLabel: string;
  /** A name such a key might have, for the hint. */
  nameExample: string;
  /** The earliest expiry date the picker offers: today, in UTC. */
  minExpiry: string;
};

type State = FormState<{ message: string; created: CreatedKey }>;

/** Name, scopes and an optional expiry; on success the new key is shown once, below the form. */
export function CreateKeyForm({ action, idPrefix, submitLabel, nameExample, minExpiry }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState("");
  // Kept apart from the form's state, so a later refusal does not take away a key not yet copied.
  const [shown, setShown] = useState<CreatedKey | null>(null);
  const [state, dispatch, pending] = useActionState(
    async (_previous: State, data: FormData): Promise<State> => {
      let result: State;
      try {
        result = await action({
          name: formText(data, "name"),
          scopes: data.getAll("scopes").map(String) as ApiKeyScope[],
          expiresAt: formText(data, "expiresAt"),
        });
      } catch {
        return {
          status: "error",
          code: "internal:unexpected",
          message: "Could not reach the server; no key was created.",
        };
      }
      if (result.status === "ok") {
        form.current?.reset();
        setName("");
        setShown(result.created);
      }
      return result;
    },
    { status: "idle" },
  );

  // Submitted by hand rather than through `action=`, so that a refusal keeps what was typed.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  };

  // The box held focus: hand it to the form, ready for another key.
  const hideKey = () => {
    setShown(null);
    document.getElementById(`${idPrefix}-name`)?.focus();
  };

  const fieldErrors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <div className="space-y-4">
      <form ref={form} onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${idPrefix}-name`}
            name="name"
            label="Name"
            hint={`What uses the key, so you know which to revoke later (e.g. “${nameExample}”).`}
            required
            autoComplete="off"
            limit={API_KEY_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            errors={messagesUnder(fieldErrors, "name")}
          />
          <TextField
            id={`${idPrefix}-expires`}
            name="expiresAt"
            type="date"
            label="Expires on (optional)"
            hint="The key works until the end of that day (23:59 UTC). Leave empty for a key that does not expire."
            min={minExpiry}
            errors={messagesUnder(fieldErrors, "expiresAt")}
          />
        </div>
        <ScopeCheckboxes idPrefix={idPrefix} errors={messagesUnder(fieldErrors, "scopes")} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? "Creating…" : submitLabel}
          </Button>
          <p
            role="status"
            aria-live="polite"
            className={state.status === "error" ? "text-sm text-red-700" : "text-sm text-emerald-700"}
          >
            {state.status === "idle" ? "" : state.message}
          </p>
        </div>
      </form>
      {shown ? <NewKeyBox key={shown.summary.id} created={shown} onDone={hideKey} /> : null}
    </div>
  );
}
