export class MigrationError extends Error {}

/** The engine's message without its Rust span trace, naming the migration that failed when known. */
export function describe(error: unknown): string {
  const raw =
    error instanceof Error
      ? error.message
      : typeof error === "object" && error && "message" in error
        ? String(error.message)
        : String(error);
  const migration = /migration_name="([^"]+)"/.exec(raw)?.[1];
  const message = raw
    .replace(/\n\s+0: [\s\S]*/, "")
    .replace(/^external connector error\n/, "")
    .trim();
  return migration ? `${message} (in ${migration})` : message;
}
