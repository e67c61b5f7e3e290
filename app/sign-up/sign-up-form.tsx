"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import type { FieldErrors } from "@/lib/domain/field-errors";
import { formText } from "@/lib/domain/form-text";
import { cardClass } from "@/components/ui/section-card";

type Answer = { email?: string; error?: string; fieldErrors?: FieldErrors };
type State =
  { status: "idle" | "pending" | "signing-in" } | { status: "error"; message: string; fieldErrors?: FieldErrors };

/** Posts to /api/auth/sign-up, then signs the new account in and returns to `callbackUrl`. */
export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = {
      name: formText(data, "name"),
      email: formText(data, "email"),
      password: formText(data, "password"),
    };
    setState({ status: "pending" });
    const answer = await postSignUp(input);
    if (!answer.ok) {
      // What was typed stays, except the password, which is never kept or sent back.
      const password = form.elements.namedItem("password");
      if (password instanceof HTMLInputElement) password.value = "";
      setState({
        status: "error",
        message: answer.error ?? "Something went wrong; no account was created. Try again.",
        fieldErrors: answer.fieldErrors,
      });
      return;
    }
    setState({ status: "signing-in" });
    const signedIn = await signIn("credentials", { email: answer.email, password: input.password, redirect: false });
    if (!signedIn || signedIn.error) {
      const why = signedIn?.status === 429 && signedIn.error ? ` ${signedIn.error}` : "";
      setState({
        status: "error",
        message: `Your account was created, but signing in failed.${why} Sign in to continue.`,
      });
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  const fieldErrors = state.status === "error" ? state.fieldErrors : undefined;
  const busy = state.status === "pending" || state.status === "signing-in";
  return (
    <form onSubmit={(event) => void onSubmit(event)} className={cardClass("space-y-4", "xl")}>
      <Field label="Name" name="name" autoComplete="name" required errors={fieldErrors?.name} />
      <Field label="Email" name="email" type="email" autoComplete="email" required errors={fieldErrors?.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        errors={fieldErrors?.password}
      />
      <div role="status" aria-live="polite" className="min-h-5 text-sm text-red-700">
        {state.status === "error"
          ? state.message
          : state.status === "signing-in"
            ? "Account created. Signing you in…"
            : null}
      </div>
      <Button type="submit" variant="primary" disabled={busy} className="w-full">
        {state.status === "pending" ? "Creating account…" : "Create account"}
      </Button>
    </form>
  );
}

async function postSignUp(input: { name: string; email: string; password: string }): Promise<Answer & { ok: boolean }> {
  try {
    const response = await fetch("/api/auth/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    const answer = (await response.json().catch(() => ({}))) as Answer;
    return { ...answer, ok: response.status === 201 };
  } catch {
    return { ok: false, error: "The sign-up could not be sent. Check your connection and try again." };
  }
}
