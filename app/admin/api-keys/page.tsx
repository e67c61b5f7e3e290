import { PaginationNav } from "@/components/admin/pagination-nav";
import { Button } from "@/components/ui/button";
import { InlineForm, TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, SectionCard } from "@/components/ui/section-card";
import { CreateKeyForm } from "@/components/api-keys/create-key-form";
import { todayUtc } from "@/components/api-keys/format";
import { KeyTable } from "@/components/api-keys/key-table";
import { parsePage } from "@/lib/domain/pagination";
import { listKeysPageForAdmin } from "@/lib/server/api-keys/manage";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";
import { createRuntimeKeyAction, revokeAnyKeyAction } from "@/lib/actions/admin-api-keys";

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
      <PageHeader
        title="API keys"
        description={
          <>
            A runtime key lets an agent runtime act for whichever user each request names; a personal key acts only as
            the user who created it. The bootstrap <code className="font-mono">HARNESS_TOKEN</code>, when set, works as
            a runtime key with every scope and is not listed here: it changes only in the environment.
          </>
        }
      />
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
      <InlineForm role="search" aria-label="Filter keys by owner">
        <TextField id="owner" name="owner" type="search" label="Owner email" defaultValue={owner} />
        <Button type="submit">Filter</Button>
      </InlineForm>
      <KeyListSection
        id="runtime-keys"
        kind="runtime"
        list={runtime}
        owner={owner}
        pages={{ owner, personalPage: params.personalPage }}
        noneYet="No runtime key has been created yet."
      />
      <KeyListSection
        id="personal-keys"
        kind="personal"
        description="Every user's own keys; each acts only as its owner."
        list={personal}
        owner={owner}
        pages={{ owner, runtimePage: params.runtimePage }}
        noneYet="No user has created a personal key yet."
      />
    </div>
  );
}

type KeyListPage = Awaited<ReturnType<typeof listKeysPageForAdmin>>;

/** One kind of key, paged on its own: the links keep the owner filter and the other list's page. */
function KeyListSection(props: {
  id: string;
  kind: "runtime" | "personal";
  description?: string;
  list: KeyListPage;
  owner: string;
  pages: Record<string, string | undefined>;
  noneYet: string;
}) {
  const { id, kind, description, list, owner, pages, noneYet } = props;
  const label = kind === "runtime" ? "Runtime keys" : "Personal keys";
  return (
    <SectionCard id={id} title={`${label} (${list.info.total})`} description={description}>
      {list.keys.length === 0 ? (
        <EmptyState>
          {list.info.total > 0
            ? `There are no ${kind} keys on this page.`
            : owner
              ? `${owner} has no ${kind} keys.`
              : noneYet}
        </EmptyState>
      ) : (
        <KeyTable label={label} keys={list.keys} revoke={revokeAnyKeyAction} showOwner />
      )}
      <PaginationNav
        info={list.info}
        basePath="/admin/api-keys"
        params={pages}
        label={`${label} pages`}
        pageParam={kind === "runtime" ? "runtimePage" : "personalPage"}
      />
    </SectionCard>
  );
}
