"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/experts", label: "Experts" },
  { href: "/admin/roster", label: "Roster explain" },
  { href: "/admin/delegations", label: "Delegation log" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/api-keys", label: "API keys" },
] as const;

export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="border-b border-slate-200">
      <ul className="flex flex-wrap gap-1 text-sm">
        {LINKS.map((link) => {
          const current = link.href === "/admin" ? pathname === "/admin" : pathname.startsWith(link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={`inline-block border-b-2 px-3 py-2 ${current ? "border-indigo-600 font-medium text-indigo-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
