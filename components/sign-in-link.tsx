"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import type { ComponentProps } from "react";
import { signInHref } from "@/lib/domain/sign-in-href";

/** A link to sign in that brings the user back to this page (path and query) afterwards. */
export function SignInLink(props: Omit<ComponentProps<typeof Link>, "href">) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return <Link href={signInHref(pathname, searchParams.toString())} {...props} />;
}
