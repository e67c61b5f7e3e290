import type { Metadata } from "next";
import { DelegationSettingsEditor } from "@/components/settings/delegation-settings";
import { SettingsHeader } from "@/components/settings/settings-nav";
import { getDelegationSettings } from "@/lib/server/settings/delegation-policy";
import { getPreviewChoices } from "@/lib/server/settings/roster-preview";
import { requireViewer } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Delegation settings" };

export default async function DelegationSettingsPage() {
  const viewer = await requireViewer("/settings/delegation");
  const [settings, choices] = await Promise.all([getDelegationSettings(viewer.id), getPreviewChoices(viewer.id)]);
  return (
    <div className="space-y-6">
      <SettingsHeader
        current="/settings/delegation"
        description="When one of your Experts runs, it may hand work to other Experts you have access to. Choose which ones it is offered; Experts you @-mention in a message are added either way, if they qualify."
      />
      <DelegationSettingsEditor settings={settings} choices={choices} />
    </div>
  );
}
