import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/server/auth/session";
import { safeReturnPath } from "@/lib/domain/safe-return-path";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const callbackUrl = safeReturnPath((await searchParams).callbackUrl, await requestOrigin());
  if (await getViewer()) redirect(callbackUrl);
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <SignInForm callbackUrl={callbackUrl} />
      <p className="text-sm text-slate-600">
        New here? <Link href="/sign-up" className="text-indigo-700 underline">Create an account</Link>
      </p>
    </div>
  );
}

/** The origin this request was addressed to; only the path of a same-origin callback is kept. */
async function requestOrigin(): Promise<string> {
  const h = await headers();
  const proto = h.get("x-forwarded-proto")?.split(",")[0].trim() === "https" ? "https" : "http";
  return `${proto}://${h.get("x-forwarded-host") ?? h.get("host") ?? "localhost"}`;
}
