import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { getViewer } from "@/lib/server/auth/session";
import { safeReturnPath } from "@/lib/domain/safe-return-path";
import { SIGN_IN_LANDING, signInDestination } from "@/lib/domain/sign-in-landing";
import { SignInForm } from "./sign-in-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const origin = await requestOrigin();
  const callbackUrl = signInDestination((await searchParams).callbackUrl, (value) => safeReturnPath(value, origin));
  if (await getViewer()) redirect(callbackUrl);
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <PageHeader title="Sign in" />
      <SignInForm callbackUrl={callbackUrl} />
      <p className="text-sm text-slate-600">
        New here?{" "}
        <Link
          href={
            callbackUrl === "/" || callbackUrl === SIGN_IN_LANDING
              ? "/sign-up"
              : `/sign-up?callbackUrl=${encodeURIComponent(callbackUrl)}`
          }
          className="text-indigo-700 underline"
        >
          Create an account
        </Link>
      </p>
    </div>
  );
}
