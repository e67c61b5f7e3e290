import "server-only";
import { SIGN_UP_INVALID, type SignUpInput } from "@/lib/domain/sign-up";
import { Prisma } from "@/lib/generated/prisma/client";
import { signUpLimits, takeAttempt } from "@/lib/server/auth/rate-limits";
import { createUser, emailTaken } from "@/lib/server/auth/users";
import { AppError } from "@/lib/server/errors";

const taken = () =>
  new AppError("conflict:email_taken", {
    message: SIGN_UP_INVALID,
    fieldErrors: { email: ["An account with this email already exists."] },
  });

/**
 * Creates an account for anyone (sign-up is public by nature), within the sign-up limits of the
 * email and of the calling address. Never returns or logs the password.
 */
export async function signUp(input: SignUpInput, address: string): Promise<{ email: string }> {
  // Counted before the email is looked up, so the limit also slows probing for taken emails.
  const attempt = await takeAttempt("sign-up", signUpLimits(input.email, address));
  if (!attempt.allowed)
    throw new AppError("rate_limited:sign_up", {
      message: attempt.message,
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  if (await emailTaken(input.email)) throw taken();
  try {
    const user = await createUser(input);
    return { email: user.email };
  } catch (error) {
    // Two sign-ups for one email at once: the unique index lets one through, the other reads as taken.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw taken();
    throw error;
  }
}
