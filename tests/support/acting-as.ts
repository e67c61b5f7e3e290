import type { Viewer } from "@/lib/server/auth/users";

// Integration tests of server actions run outside a Next.js request, so the signed-in user is
// set here instead of read from a cookie (sign-in itself is tested end to end in Chromium).
let current: Viewer | null = null;

export function actAs(viewer: Viewer | null): void {
  current = viewer;
}

export function currentTestViewer(): Viewer | null {
  return current;
}
