"use client";

import Link from "next/link";
import { useActionState } from "react";
import { getAccessAction, type GetAccessState } from "@/lib/actions/marketplace-access";
import { Button } from "@/components/ui/button";

export function GetAccessForm({ expertId, priceLabel }: { expertId: string; priceLabel: string | null }) {
  const [state, formAction, pending] = useActionState<GetAccessState, FormData>(getAccessAction, { status: "idle" });
  if (state.status === "ok") {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {state.message}{" "}
        <Link href="/library" className="underline">
          See your library
        </Link>
      </p>
    );
  }
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="expertId" value={expertId} />
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? "Getting access…" : "Get access"}
      </Button>
      <p className="text-xs text-slate-600">{priceLabel ?? "Free"}. Payment is not part of this demo.</p>
      <div role="status" aria-live="polite" className="min-h-5 text-sm text-red-700">
        {state.status === "error" ? state.message : null}
      </div>
    </form>
  );
}
