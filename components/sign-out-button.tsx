"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      disabled={pending}
      onClick={() => {
        setPending(true);
        // next-auth's client (11 kB gzip with its helpers) loads on the click, not with every page.
        import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl: "/" })).catch(() => setPending(false));
      }}
    >
      {pending ? "Signing out…" : "Sign out"}
    </Button>
  );
}
