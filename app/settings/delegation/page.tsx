import type { Metadata } from "next";
import { DelegationPolicyForm } from "@/components/settings/delegation-policy-form";
import { RosterPreview } from "@/components/settings/roster-preview";
import { SettingsNav } from "@/components/settings/settings-nav";
import { getDelegationSettings } from "@/lib/server/settings/delegation-policy";
import { getPreviewChoices } from "@/lib/server/settings/roster-preview";
import { requireViewer } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Delegation settings" };

export default async function DelegationSettingsPage() {
  const viewer = await requireViewer("/settings/delegation");
  const [settings, choices] = await Promise.all([getDelegationSettings(viewer.id), getPreviewChoices(viewer.id)]);
  // The preview reads the saved policy, so it re-runs whenever a save changes it.
  const policyKey = `${settings.mode}:${settings.whitelist.map((w) => w.id).join(",")}`;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Settings</h1>
      <SettingsNav current="/settings/delegation" />
      <p className="max-w-3xl text-sm text-slate-600">
        When one of your Experts runs, it may hand work to other Experts you have access to. Choose which ones it is offered;
        Experts you @-mention in a message are added either way, if they qualify.
      </p>
      <DelegationPolicyForm settings={settings} />
      <section aria-labelledby="preview-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <h2 id="preview-heading" className="text-lg font-semibold">Roster preview</h2>
          <p className="text-sm text-slate-600">What the harness would offer with your saved settings: the same code the agent runtime calls.</p>
        </div>
        <RosterPreview choices={choices} policyKey={policyKey} />
      </section>
    </div>
  );
}
