/** Errors for a field and everything under it (`teamGuard.deny` collects `teamGuard.deny.2`). */
export function errorsFor(fieldErrors: Record<string, string[]> | undefined, path: string): string[] | undefined {
  if (!fieldErrors) return undefined;
  const found = Object.entries(fieldErrors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .flatMap(([, messages]) => messages);
  return found.length > 0 ? found : undefined;
}
