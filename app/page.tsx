import Link from "next/link";
import { buttonClass } from "@/components/ui/button-classes";
import { cardClass } from "@/components/ui/section-card";
import { getViewer } from "@/lib/server/auth/session";

const pillars = [
  {
    title: "Studio",
    href: "/studio",
    text: "Configure an Expert's instructions, subagents, tools and delegation settings, and preview exactly what a session will get before you publish.",
  },
  {
    title: "Marketplace",
    href: "/marketplace",
    text: "Find published Experts, get access, and keep the ones you use in your library.",
  },
  {
    title: "Delegation",
    href: "/settings",
    text: "Choose which of your Experts may call on each other: none, all, or a whitelist of up to ten.",
  },
];

export default async function HomePage() {
  const viewer = await getViewer();
  return (
    <div className="space-y-10">
      <section className="space-y-4">
        <h1 className="text-3xl font-semibold tracking-tight">Build AI Experts that know what they are given</h1>
        <p className="max-w-3xl text-lg text-slate-600">
          Expert Studio is where creators build and publish AI Experts and users decide which of their Experts may call
          on each other. A server-side harness turns every Expert&apos;s stored configuration into exactly what an agent
          session receives — its subagents, its tools and its delegation roster — and every page here previews that same
          output.
        </p>
        {viewer ? (
          <nav aria-label="Your pages" className="flex flex-wrap gap-3">
            <Link href="/studio" className={buttonClass("primary")}>
              My Experts in the Studio
            </Link>
            <Link href="/library" className={buttonClass()}>
              Your library
            </Link>
            <Link href="/settings/delegation" className={buttonClass()}>
              Delegation settings
            </Link>
          </nav>
        ) : (
          <p className="flex gap-3">
            <Link href="/sign-up" className={buttonClass("primary")}>
              Create an account
            </Link>
            <Link href="/marketplace" className={buttonClass()}>
              Browse Experts
            </Link>
          </p>
        )}
      </section>
      <section className="grid gap-4 md:grid-cols-3">
        {pillars.map((p) => (
          <Link key={p.title} href={p.href} className={cardClass("hover:border-indigo-300")}>
            <h2 className="font-semibold">{p.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{p.text}</p>
          </Link>
        ))}
      </section>
    </div>
  );
}
