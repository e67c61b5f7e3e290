"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { buttonClass } from "@/components/ui/button-classes";
import { PageHeader } from "@/components/ui/page-header";

/** Any page whose server code failed unexpectedly: a sentence and a way on, never the error itself. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <PageHeader
        title="Something went wrong"
        description="This page could not be loaded. Nothing you saved was lost; try again in a moment."
      />
      <p className="flex gap-3">
        <Button variant="primary" onClick={reset}>
          Try again
        </Button>
        <Link href="/" className={buttonClass()}>
          Home
        </Link>
      </p>
    </div>
  );
}
