"use client";

import Link from "next/link";

/** Any page whose server code failed unexpectedly: a sentence and a way on, never the error itself. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600">
        This page could not be loaded. Nothing you saved was lost; try again in a moment.
      </p>
      <p className="flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          Try again
        </button>
        <Link href="/" className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-white">
          Home
        </Link>
      </p>
    </div>
  );
}
