"use server";

import { z } from "zod";
import { requestClientAddress, signUpLimits, takeAttempt } from "@/lib/server/auth/rate-limits";
import { createUser, emailTaken } from "@/lib/server/auth/users";

const SignUpSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(80, "Use at most 80 characters."),
  email: z.email("Enter a valid email address.").max(200),
  password: z.string().min(10, "Use at least 10 characters.").max(200, "Use at most 200 characters."),
});

export type SignUpState =
  | { status: "idle" }
  | { status: "ok"; email: string }
  | {
      status: "error";
      message: string;
      fieldErrors?: Partial<Record<"name" | "email" | "password", string[]>>;
      values: { name: string; email: string };
    };

/** Public by nature (anyone may sign up); validates everything and never echoes the password. */
export async function signUpAction(_prev: SignUpState, formData: FormData): Promise<SignUpState> {
  const values = { name: String(formData.get("name") ?? ""), email: String(formData.get("email") ?? "") };
  const parsed = SignUpSchema.safeParse({ ...values, password: formData.get("password") });
  if (!parsed.success) {
    return { status: "error", message: "Please fix the fields below.", fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }
  // Counted before the email is looked up, so the limit also slows probing for taken emails.
  const attempt = await takeAttempt("sign-up", signUpLimits(parsed.data.email, await requestClientAddress()));
  if (!attempt.allowed) return { status: "error", message: attempt.message, values };
  if (await emailTaken(parsed.data.email)) {
    const fieldErrors = { email: ["An account with this email already exists."] };
    return { status: "error", message: "Please fix the fields below.", fieldErrors, values };
  }
  const user = await createUser(parsed.data);
  return { status: "ok", email: user.email };
}
