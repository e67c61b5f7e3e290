import "server-only";
import { AppError } from "@/lib/server/errors";
import type { Viewer } from "@/lib/server/auth/users";
import { logAuthorizationRefused } from "@/lib/server/log";

/**
 * Every admin data function calls this itself: a page check does not protect the data layer.
 * The refusal reads "Not found." so a non-admin learns nothing about what exists.
 */
export function assertAdmin(viewer: Viewer | null | undefined): asserts viewer is Viewer {
  if (viewer?.role === "admin") return;
  void logAuthorizationRefused({ area: "admin", userId: viewer?.id ?? null });
  throw new AppError("forbidden:admin");
}
