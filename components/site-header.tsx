import Link from "next/link";
import { getViewer } from "@/lib/server/auth/session";
import { SignOutButton } from "./sign-out-button";

export async function SiteHeader() {
  const viewer = await getViewer();
  const links = [
    { href: "/studio", label: "Studio" },
    { href: "/marketplace", label: "Marketplace" },
    ...(viewer ? [{ href: "/library", label: "My Experts" }] : []),
    { href: "/settings", label: "Settings" },
    ...(viewer?.role === "admin" ? [{ href: "/admin", label: "Admin" }] : []),
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
        <Link href="/" className="font-semibold tracking-tight text-indigo-700">
          Expert Studio
        </Link>
        <nav aria-label="Main" className="flex gap-4 text-sm">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="text-slate-600 hover:text-slate-900">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
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
              <Link href="/sign-in" className="text-slate-600 hover:text-slate-900">
                Sign in
              </Link>
              <Link href="/sign-up" className="rounded-md bg-indigo-600 px-3 py-1.5 font-medium text-white hover:bg-indigo-700">
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
