import { PaginationNav } from "@/components/admin/pagination-nav";
import { EmptyState, SectionCard, inputClass, secondaryButton } from "@/components/admin/section-card";
import { CreateKeyForm } from "@/components/api-keys/create-key-form";
import { todayUtc } from "@/components/api-keys/format";
import { KeyTable } from "@/components/api-keys/key-table";
import { parsePage } from "@/lib/domain/pagination";
import { listKeysPageForAdmin } from "@/lib/server/api-keys/manage";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";
import { createRuntimeKeyAction, revokeAnyKeyAction } from "./actions";

export const generateMetadata = adminMetadata("API keys · Admin");

type Search = { owner?: string; runtimePage?: string; personalPage?: string };

export default async function AdminApiKeysPage({ searchParams }: { searchParams: Promise<Search> }) {
  const viewer = await requireAdmin();
  const params = await searchParams;
  const owner = (params.owner ?? "").trim().slice(0, 200);
  const ownerEmail = owner || undefined;
  // Two lists on one page, each paged on its own; the links keep the filter and the other list's page.
  const [runtime, personal] = await Promise.all([
    listKeysPageForAdmin(viewer, { kind: "runtime", ownerEmail, page: parsePage(params.runtimePage) }),
    listKeysPageForAdmin(viewer, { kind: "personal", ownerEmail, page: parsePage(params.personalPage) }),
  ]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">API keys</h1>
        <p className="max-w-3xl text-slate-600">
          A runtime key lets an agent runtime act for whichever user each request names; a personal key acts only as the
          user who created it. The bootstrap <code className="font-mono">HARNESS_TOKEN</code>, when set, works as a
          runtime key with every scope and is not listed here: it changes only in the environment.
        </p>
      </div>
      <SectionCard
        id="create-runtime-key"
        title="Create a runtime key"
        description="For one agent runtime each, so that each can be revoked on its own."
      >
        <CreateKeyForm
          action={createRuntimeKeyAction}
          idPrefix="runtime-key"
          submitLabel="Create runtime key"
          nameExample="Agent runtime, eu-west"
          minExpiry={todayUtc()}
        />
      </SectionCard>
      <form role="search" aria-label="Filter keys by owner" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="owner" className="block text-sm font-medium text-slate-700">
            Owner email
          </label>
          <input id="owner" name="owner" type="search" defaultValue={owner} className={inputClass} />
        </div>
        <button className={secondaryButton}>Filter</button>
      </form>
      <SectionCard id="runtime-keys" title={`Runtime keys (${runtime.info.total})`}>
        {runtime.keys.length === 0 ? (
          <EmptyState>
            {runtime.info.total > 0
              ? "There are no runtime keys on this page."
              : owner
                ? `${owner} has no runtime keys.`
                : "No runtime key has been created yet."}
          </EmptyState>
        ) : (
          <KeyTable label="Runtime keys" keys={runtime.keys} revoke={revokeAnyKeyAction} showOwner />
        )}
        <PaginationNav
          info={runtime.info}
          basePath="/admin/api-keys"
          params={{ owner, personalPage: params.personalPage }}
          label="Runtime keys pages"
          pageParam="runtimePage"
        />
      </SectionCard>
      <SectionCard
        id="personal-keys"
        title={`Personal keys (${personal.info.total})`}
        description="Every user's own keys; each acts only as its owner."
      >
        {personal.keys.length === 0 ? (
          <EmptyState>
            {personal.info.total > 0
              ? "There are no personal keys on this page."
              : owner
                ? `${owner} has no personal keys.`
                : "No user has created a personal key yet."}
          </EmptyState>
        ) : (
          <KeyTable label="Personal keys" keys={personal.keys} revoke={revokeAnyKeyAction} showOwner />
        )}
        <PaginationNav
          info={personal.info}
          basePath="/admin/api-keys"
          params={{ owner, runtimePage: params.runtimePage }}
          label="Personal keys pages"
          pageParam="personalPage"
        />
      </SectionCard>
    </div>
  );
}
