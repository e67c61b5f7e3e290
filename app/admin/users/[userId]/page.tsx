import Link from "next/link";
import { notFound } from "next/navigation";
import { expertSuggestions } from "@/components/admin/expert-link";
import { OfferedExplanationView } from "@/components/admin/offered-explanation";
import { UserDelegationsTable } from "@/components/admin/user-delegations-table";
import { UserPolicySummary } from "@/components/admin/user-policy-summary";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, SectionCard } from "@/components/ui/section-card";
import { listPickerOptions } from "@/lib/server/admin/experts";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { explainOfferedForAdmin, getUserDetailForAdmin } from "@/lib/server/admin/user-detail";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("User · Admin");

type Props = {
  params: Promise<{ userId: string }>;
  searchParams: Promise<{ expert?: string; candidate?: string; message?: string }>;
};

export default async function AdminUserPage({ params, searchParams }: Props) {
  const viewer = await requireAdmin();
  const { userId } = await params;
  const query = await searchParams;
  const detail = await getUserDetailForAdmin(viewer, decodeURIComponent(userId).slice(0, 200));
  if (!detail) notFound();
  const { user, settings, library, runnable, recent } = detail;
  // By default the Expert they ran most recently: the roster an admin is most likely asked about.
  const lastRun = recent.map((r) => runnable.find((e) => e.slug === r.fromRef || e.id === r.fromRef)).find(Boolean);
  const expert = runnable.find((e) => e.id === query.expert || e.slug === query.expert) ?? lastRun ?? runnable[0];
  const candidate = (query.candidate ?? "").slice(0, 200);
  const message = (query.message ?? "").slice(0, 4000);
  const [options, offered] = await Promise.all([
    listPickerOptions(viewer),
    expert
      ? explainOfferedForAdmin(viewer, { userId: user.id, expert: expert.id, message, candidate })
      : Promise.resolve(null),
  ]);
  return (
    <div className="space-y-4">
      <PageHeader
        title={user.name}
        userText
        back={{ href: `/admin/users?q=${encodeURIComponent(user.email)}`, label: "← Users" }}
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="[overflow-wrap:anywhere]">{user.email}</span>
          <Badge tone={user.role === "admin" ? "info" : "neutral"}>{user.role}</Badge>
          {user.disabled ? <Badge tone="bad">disabled</Badge> : <Badge tone="good">active</Badge>}
          <span>
            joined <time dateTime={user.createdAt.toISOString()}>{user.createdAt.toISOString().slice(0, 10)}</time>
          </span>
        </p>
      </PageHeader>
      <SectionCard
        id="offered-heading"
        title="Why was an Expert offered, or not?"
        description={`What the harness offers ${user.name}'s Experts to delegate to, and why each other Expert is left out.`}
      >
        {runnable.length === 0 ? (
          <EmptyState>
            {user.name} can run no Expert (none created, none with access), so no roster is ever built.
          </EmptyState>
        ) : (
          <>
            <form className="grid gap-3 md:grid-cols-3" aria-label="Explain a roster">
              <SelectField id="expert" name="expert" label="Expert being run" defaultValue={expert?.id}>
                {runnable.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                id="candidate"
                name="candidate"
                label="Expert you ask about (optional)"
                defaultValue={candidate}
                maxLength={200}
                placeholder="slug, e.g. ux-copy"
                suggestions={expertSuggestions(options.experts)}
              />
              <TextField
                id="message"
                name="message"
                label="Message (optional; @-mentions count)"
                defaultValue={message}
                maxLength={4000}
              />
              <div>
                <Button type="submit" variant="primary">
                  Explain
                </Button>
              </div>
            </form>
            {offered?.status === "error" ? (
              <p role="status" className="text-sm text-red-700">
                {offered.message}
              </p>
            ) : null}
            {offered?.status === "ok" ? <OfferedExplanationView result={offered.result} message={message} /> : null}
          </>
        )}
      </SectionCard>
      <SectionCard id="policy-heading" title="Delegation policy">
        <UserPolicySummary settings={settings} />
      </SectionCard>
      <SectionCard
        id="library-heading"
        title="Library"
        description="Experts this user can use: added from the marketplace or created."
      >
        {library.length === 0 ? (
          <EmptyState>No Expert.</EmptyState>
        ) : (
          <ul aria-label={`${user.name}'s library`} className="divide-y divide-slate-100 text-sm">
            {library.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-2 py-1.5">
                <Link
                  href={`/admin/experts/${encodeURIComponent(e.id)}`}
                  className="font-medium [overflow-wrap:anywhere] text-indigo-700 underline"
                  dir="auto"
                >
                  {e.name}
                </Link>
                <Badge>{e.kind === "created" ? "created" : "added"}</Badge>
                {e.deleted ? (
                  <Badge tone="bad">deleted</Badge>
                ) : e.status !== "published" ? (
                  <Badge tone="warn">draft</Badge>
                ) : null}
                {!e.delegatable ? <Badge tone="warn">does not accept delegation</Badge> : null}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        id="recent-heading"
        title="Recent delegations"
        description={`The last ${recent.length} made for this user, newest first.`}
      >
        <UserDelegationsTable rows={recent} userEmail={user.email} />
      </SectionCard>
    </div>
  );
}
