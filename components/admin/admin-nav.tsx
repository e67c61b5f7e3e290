"use client";

import { usePathname } from "next/navigation";
import { TabNav } from "@/components/ui/tab-nav";

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
  const items = LINKS.map((link) => ({
    ...link,
    current: link.href === "/admin" ? pathname === "/admin" : pathname.startsWith(link.href),
  }));
  return <TabNav label="Admin" items={items} />;
}
