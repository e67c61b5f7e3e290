"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState } from "react";
import { Field } from "@/components/ui/field";
import { primaryButton } from "@/components/ui/button-classes";
import { signUpAction, type SignUpState } from "./actions";

export function SignUpForm() {
  const router = useRouter();
  const submittedPassword = useRef("");
  // React resets the form after each submit; what was typed (never the password) comes back as defaults.
  const [typed, setTyped] = useState({ name: "", email: "" });
  const [state, formAction, pending] = useActionState<SignUpState, FormData>(signUpAction, { status: "idle" });

  useEffect(() => {
    if (state.status !== "ok") return;
    // The account exists: sign in with the password just submitted (React resets the form), then go on.
    void signIn("credentials", { email: state.email, password: submittedPassword.current, redirect: false }).then(() => {
      router.replace("/studio");
      router.refresh();
    });
  }, [state, router]);

  const fieldErrors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        submittedPassword.current = String(data.get("password") ?? "");
        setTyped({ name: String(data.get("name") ?? ""), email: String(data.get("email") ?? "") });
      }}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <Field label="Name" name="name" autoComplete="name" required defaultValue={typed.name} errors={fieldErrors?.name} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed.email}
        errors={fieldErrors?.email}
      />
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
        {state.status === "error" ? state.message : state.status === "ok" ? "Account created. Signing you in…" : null}
      </div>
      <button type="submit" disabled={pending || state.status === "ok"} className={`${primaryButton} w-full`}>
        {pending ? "Creating account…" : "Create account"}
      </button>
    </form>
  );
}
