import { z } from "zod";
import { requiredText } from "./required-text";

/** What a new account needs; the same sentences beside each field in the form and in the API's answer. */
export const SignUpSchema = z.object({
  name: requiredText("Enter your name.", 80, "Use at most 80 characters."),
  email: z.email("Enter a valid email address.").max(200, "Use at most 200 characters."),
  password: z
    .string({ error: "Enter a password." })
    .min(10, "Use at least 10 characters.")
    .max(200, "Use at most 200 characters."),
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/** bcrypt's cost for every stored password: sign-up and the workspace seed alike. */
export const PASSWORD_HASH_ROUNDS = 10;

export const SIGN_UP_INVALID = "Please fix the fields below.";
