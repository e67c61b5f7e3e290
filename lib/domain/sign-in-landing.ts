/** The page a sign-in with no return address goes to; it sends the person on to their Studio or library. */
export const SIGN_IN_LANDING = "/sign-in/landing";

/**
 * Where the sign-in form sends a person: the page they came from when one was given (a hostile or
 * foreign one reads as `fallback`, the home page), else the landing page. The home page itself is no
 * return address: signing in from it is asking to start working.
 */
export function signInDestination(given: string | undefined, safe: (value: string) => string): string {
  if (given === undefined || given.trim() === "" || given === "/") return SIGN_IN_LANDING;
  return safe(given);
}
