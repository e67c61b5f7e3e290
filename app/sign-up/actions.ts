"use server";

import { z } from "zod";
import { fromForm, publicAction, type FormState } from "@/lib/server/action";
import { requestClientAddress, signUpLimits, takeAttempt } from "@/lib/server/auth/rate-limits";
import { createUser, emailTaken } from "@/lib/server/auth/users";
import { AppError } from "@/lib/server/errors";

const SignUpSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(80, "Use at most 80 characters."),
  email: z.email("Enter a valid email address.").max(200),
  password: z.string().min(10, "Use at least 10 characters.").max(200, "Use at most 200 characters."),
});

const INVALID = "Please fix the fields below.";

export type SignUpState = FormState<{ email: string }>;

/** Public by nature (anyone may sign up); validates everything and never echoes the password. */
export const signUpAction = fromForm(
  publicAction({ name: "signUp", schema: SignUpSchema, invalidMessage: INVALID }, async (input) => {
    // Counted before the email is looked up, so the limit also slows probing for taken emails.
    const attempt = await takeAttempt("sign-up", signUpLimits(input.email, await requestClientAddress()));
    if (!attempt.allowed) throw new AppError("rate_limited:sign_up", { message: attempt.message });
    if (await emailTaken(input.email)) {
      throw new AppError("bad_request:input", { message: INVALID, fieldErrors: { email: ["An account with this email already exists."] } });
    }
    const user = await createUser(input);
    return { email: user.email };
  }),
);
