"use client";

import { useState } from "react";

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => {
        setPending(true);
        // next-auth's client (11 kB gzip with its helpers) loads on the click, not with every page.
        import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl: "/" })).catch(() => setPending(false));
      }}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-60"
    >
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
