import type { Metadata } from "next";
import { EmptyState, SectionCard } from "@/components/ui/section-card";
import { ConnectHelp } from "@/components/api-keys/connect-help";
import { CreateKeyForm } from "@/components/api-keys/create-key-form";
import { todayUtc } from "@/components/api-keys/format";
import { KeyTable } from "@/components/api-keys/key-table";
import { SettingsHeader } from "@/components/settings/settings-nav";
import { MAX_ACTIVE_PERSONAL_KEYS } from "@/lib/domain/api-keys";
import { listPersonalKeys } from "@/lib/server/api-keys/manage";
import { requestOrigin } from "@/lib/server/auth/request-origin";
import { requireViewer } from "@/lib/server/auth/session";
import { getPreviewChoices } from "@/lib/server/settings/roster-preview";
import { createPersonalKeyAction, revokePersonalKeyAction } from "@/lib/actions/personal-api-keys";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysSettingsPage() {
  const viewer = await requireViewer("/settings/api-keys");
  const [keys, choices, origin] = await Promise.all([
    listPersonalKeys(viewer),
    getPreviewChoices(viewer.id),
    requestOrigin(),
  ]);
  const active = keys.filter((k) => k.state === "active").length;
  return (
    <div className="space-y-6">
      <SettingsHeader
        current="/settings/api-keys"
        description="API keys let your own agents and scripts call the harness API. A personal key acts only as you, and can do only what its scopes allow. Treat a key like a password."
      />
      <SectionCard id="create-key" title="Create a key">
        <CreateKeyForm
          action={createPersonalKeyAction}
          idPrefix="personal-key"
          submitLabel="Create key"
          nameExample="Laptop agent"
          minExpiry={todayUtc()}
        />
      </SectionCard>
      <SectionCard
        id="your-keys"
        title="Your keys"
        description={`${active} of at most ${MAX_ACTIVE_PERSONAL_KEYS} active. Keys are listed by their first 12 characters.`}
      >
        {keys.length === 0 ? (
          <EmptyState>You have no API keys yet.</EmptyState>
        ) : (
          <KeyTable label="Your API keys" keys={keys} revoke={revokePersonalKeyAction} />
        )}
      </SectionCard>
      <SectionCard id="connect" title="Connect">
        <ConnectHelp origin={origin} expertSlug={choices.mainExperts[0]?.slug ?? "sql-analyst"} />
      </SectionCard>
    </div>
  );
}
