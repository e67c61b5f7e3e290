"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { formText } from "@/lib/domain/form-text";
import { cardClass } from "@/components/ui/section-card";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      email: formText(form, "email"),
      password: formText(form, "password"),
      redirect: false,
    });
    if (!result || result.error) {
      setPending(false);
      // A rate-limited attempt (429) carries the server's sentence saying when to retry.
      setError(
        result?.status === 429 && result.error
          ? result.error
          : "That email and password do not match an active account.",
      );
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className={cardClass("space-y-4", "xl")}>
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <div role="status" aria-live="polite" className="min-h-5 text-sm text-red-700">
        {error}
      </div>
      <Button type="submit" variant="primary" disabled={pending} className="w-full">
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
