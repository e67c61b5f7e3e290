import Link from "next/link";

const TABS = [
  { href: "/settings", label: "Account" },
  { href: "/settings/delegation", label: "Delegation" },
  { href: "/settings/api-keys", label: "API keys" },
] as const;

export function SettingsNav({ current }: { current: (typeof TABS)[number]["href"] }) {
  return (
    <nav aria-label="Settings" className="flex gap-4 border-b border-slate-200 text-sm">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? "page" : undefined}
          className={
            tab.href === current
              ? "-mb-px border-b-2 border-indigo-600 pb-2 font-medium text-indigo-700"
              : "pb-2 text-slate-600 hover:text-slate-900"
          }
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
