"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { createExpertAction, suggestSlugAction, type CreateExpertState } from "@/lib/actions/expert-creation";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useDebouncedAction } from "@/components/ui/use-debounced-action";
import { JUST_CREATED_KEY } from "./just-created";

/** Name first; the slug is suggested (unique) as the creator types, until they edit it themselves. */
export function CreateExpertForm() {
  const router = useRouter();
  const [state, formAction, pending] = useActionState<CreateExpertState, FormData>(createExpertAction, {
    status: "idle",
  });
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);

  useEffect(() => {
    if (state.status !== "ok") return;
    // The editor puts the keyboard in its first field when it opens on the Expert just created.
    sessionStorage.setItem(JUST_CREATED_KEY, state.id);
    router.push(`/studio/${state.id}`);
  }, [state, router]);

  // Suggested until the creator edits the slug; a suggestion that arrives after that edit is dropped.
  useDebouncedAction({
    input: slugEdited || name.trim() === "" ? null : { name },
    run: async (input: { name: string }) => {
      const result = await suggestSlugAction(input);
      return result.status === "ok" ? result.slug : null;
    },
    delayMs: 300,
    onThrow: () => null,
    onAnswer: (suggested) => {
      if (suggested !== null) setSlug(suggested);
    },
  });

  const fieldErrors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <form action={formAction} className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <TextField
        id="new-name"
        name="name"
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        errors={fieldErrors?.name}
      />
      <TextField
        id="new-slug"
        name="slug"
        label="Slug"
        required
        value={slug}
        hint="Users @-mention it; you can change it while the Expert is a draft."
        onChange={(e) => {
          setSlugEdited(true);
          setSlug(e.target.value);
        }}
        errors={fieldErrors?.slug}
        className="font-mono"
      />
      <div className="sm:pt-6">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? "Creating…" : "Create Expert"}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-red-700 empty:hidden sm:col-span-3">
        {state.status === "error" ? state.message : null}
      </p>
    </form>
  );
}
