import type { Metadata } from "next";
import Link from "next/link";
import { CreateExpertForm } from "@/components/studio/create-expert-form";
import { Badge, StatusBadge } from "@/components/studio/status-badge";
import { requireViewer } from "@/lib/server/auth/session";
import { listExpertsOwnedBy } from "@/lib/server/studio/owned-experts";

export const metadata: Metadata = { title: "Studio" };

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export default async function StudioPage() {
  const viewer = await requireViewer("/studio");
  const experts = await listExpertsOwnedBy(viewer.id);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">My Experts</h1>
        <p className="mt-1 text-sm text-slate-600">
          Configure, preview and publish the Experts you build. <Link href="/studio/analytics" className="text-indigo-700 underline">See how they are used</Link>.
        </p>
      </div>
      <section aria-labelledby="new-expert-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="new-expert-heading" className="mb-3 text-base font-semibold">
          New Expert
        </h2>
        <CreateExpertForm />
      </section>
      {experts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          You have not created an Expert yet. Give it a name above to start.
        </p>
      ) : (
        <table className="w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-sm shadow-sm">
          <caption className="sr-only">Your Experts</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2">Name</th>
              <th scope="col" className="px-4 py-2">Status</th>
              <th scope="col" className="px-4 py-2">Subagents</th>
              <th scope="col" className="px-4 py-2">Last change</th>
            </tr>
          </thead>
          <tbody>
            {experts.map((e) => (
              <tr key={e.id} className="border-t border-slate-100">
                <td className="px-4 py-3">
                  <Link href={`/studio/${e.id}`} className="font-medium text-indigo-700 hover:underline">
                    {e.name}
                  </Link>{" "}
                  <span className="font-mono text-xs text-slate-500">@{e.slug}</span>
                </td>
                <td className="px-4 py-3"><StatusBadge status={e.status} /></td>
                <td className="px-4 py-3">
                  {e.specCount === 0 ? (
                    <span className="text-slate-500">No specs</span>
                  ) : (
                    <span className="flex flex-wrap gap-1">
                      <Badge tone="kept">{e.kept} kept</Badge>
                      {e.dropped > 0 ? <Badge tone="dropped">{e.dropped} dropped</Badge> : null}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-slate-600"><time dateTime={e.updatedAt.toISOString()}>{when(e.updatedAt)}</time></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
