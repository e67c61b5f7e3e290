import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SignInLink } from "@/components/sign-in-link";
import { getViewer } from "@/lib/server/auth/session";
import { SignUpForm } from "./sign-up-form";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignUpPage() {
  if (await getViewer()) redirect("/studio");
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-semibold">Create your account</h1>
      <SignUpForm />
      <p className="text-sm text-slate-600">
        Already have an account?{" "}
        <Suspense fallback={<Link href="/sign-in" className="text-indigo-700 underline">Sign in</Link>}>
          <SignInLink className="text-indigo-700 underline">Sign in</SignInLink>
        </Suspense>
      </p>
    </div>
  );
}
