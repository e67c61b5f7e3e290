import Link from "next/link";
import { Suspense } from "react";
import { buttonClass } from "@/components/ui/button-classes";
import { getViewer } from "@/lib/server/auth/session";
import { SignInLink } from "./sign-in-link";
import { SignOutButton } from "./sign-out-button";
import { MainMenu, MainNav, type NavLink } from "./site-nav";

const signInClass = "inline-block py-2 text-slate-600 hover:text-slate-900";

export async function SiteHeader() {
  const viewer = await getViewer();
  const links: NavLink[] = [
    { href: "/studio", label: "Studio" },
    { href: "/marketplace", label: "Marketplace" },
    ...(viewer ? [{ href: "/library", label: "Library" }] : []),
    { href: "/settings", label: "Settings" },
    ...(viewer?.role === "admin" ? [{ href: "/admin", label: "Admin" }] : []),
  ];
  const signIn = (
    <Suspense
      fallback={
        <Link href="/sign-in" className={signInClass}>
          Sign in
        </Link>
      }
    >
      <SignInLink className={signInClass}>Sign in</SignInLink>
    </Suspense>
  );
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 lg:gap-6">
        <Link href="/" className="shrink-0 font-semibold tracking-tight text-indigo-700">
          Expert Studio
        </Link>
        <MainNav links={links} />
        <div className="ml-auto hidden items-center gap-3 text-sm lg:flex">
          {viewer ? (
            <>
              <span className="text-slate-600" data-testid="signed-in-as">
                Signed in as <strong className="text-slate-900">{viewer.name}</strong>
                {viewer.role === "admin" ? " (admin)" : ""}
              </span>
              <SignOutButton />
            </>
          ) : (
            <>
              {signIn}
              <Link href="/sign-up" className={buttonClass("primary", "sm")}>
                Sign up
              </Link>
            </>
          )}
        </div>
        <div className="ml-auto flex items-center gap-3 text-sm lg:hidden">
          {viewer ? null : signIn}
          <MainMenu links={links} viewer={viewer ? { name: viewer.name, admin: viewer.role === "admin" } : null} />
        </div>
      </div>
    </header>
  );
}
