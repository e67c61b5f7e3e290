import "server-only";
import type { Viewer } from "@/lib/server/auth/users";
import { logAuthorizationRefused } from "@/lib/server/log";

/** Refused admin access; callers turn it into a 404 (pages) or a generic error (actions). */
export class AdminOnlyError extends Error {
  readonly code = "forbidden:admin";
  constructor() {
    super("Not found");
    this.name = "AdminOnlyError";
  }
}

/** Every admin data function calls this itself: a page check does not protect the data layer. */
export function assertAdmin(viewer: Viewer | null | undefined): asserts viewer is Viewer {
  if (viewer?.role === "admin") return;
  void logAuthorizationRefused({ area: "admin", userId: viewer?.id ?? null });
  throw new AdminOnlyError();
}

export type AdminResult<T extends object = object> = ({ status: "ok" } & T) | { status: "error"; message: string };
