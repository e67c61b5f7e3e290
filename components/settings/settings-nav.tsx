import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { TabNav } from "@/components/ui/tab-nav";

const TABS = [
  { href: "/settings", label: "Account" },
  { href: "/settings/delegation", label: "Delegation" },
  { href: "/settings/api-keys", label: "API keys" },
] as const;

type Tab = (typeof TABS)[number]["href"];

export function SettingsNav({ current }: { current: Tab }) {
  return <TabNav label="Settings" items={TABS.map((tab) => ({ ...tab, current: tab.href === current }))} />;
}

/** Every Settings page opens alike: the title, the tabs, then what this tab is for. */
export function SettingsHeader({ current, description }: { current: Tab; description?: ReactNode }) {
  return (
    <>
      <PageHeader title="Settings" />
      <SettingsNav current={current} />
      {description ? <p className="max-w-3xl text-sm text-slate-600">{description}</p> : null}
    </>
  );
}
