import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SignInLink } from "@/components/sign-in-link";
import { safeReturnPath } from "@/lib/domain/safe-return-path";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { getViewer } from "@/lib/server/auth/session";
import { SignUpForm } from "./sign-up-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Sign up" };

// Without a return address a new account starts where Experts are made.
const FIRST_PAGE = "/studio";

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  const callbackUrl = safeReturnPath((await searchParams).callbackUrl, await requestOrigin(), FIRST_PAGE);
  if (await getViewer()) redirect(callbackUrl);
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <PageHeader title="Create your account" />
      <SignUpForm callbackUrl={callbackUrl} />
      <p className="text-sm text-slate-600">
        Already have an account?{" "}
        <Suspense
          fallback={
            <Link href="/sign-in" className="text-indigo-700 underline">
              Sign in
            </Link>
          }
        >
          <SignInLink className="text-indigo-700 underline">Sign in</SignInLink>
        </Suspense>
      </p>
    </div>
  );
}
