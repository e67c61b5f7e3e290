/** Only same-site paths may be a redirect target after sign-in. */
export function safeCallbackUrl(value: string | undefined | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}
