import type { Metadata } from "next";
import { requireViewer } from "@/lib/server/session";
import { listExpertsOwnedBy } from "@/lib/server/studio";

export const metadata: Metadata = { title: "Studio" };

export default async function StudioPage() {
  const viewer = await requireViewer("/studio");
  const experts = await listExpertsOwnedBy(viewer.id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">My Experts</h1>
      {experts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">You have not created an Expert yet.</p>
      ) : (
        <table className="w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr><th className="px-4 py-2">Name</th><th className="px-4 py-2">Status</th><th className="px-4 py-2">Subagent specs</th><th className="px-4 py-2">Last change</th></tr>
          </thead>
          <tbody>
            {experts.map((e) => (
              <tr key={e.id} className="border-t border-slate-100">
                <td className="px-4 py-2 font-medium">{e.name} <span className="font-mono text-xs text-slate-500">@{e.slug}</span></td>
                <td className="px-4 py-2">{e.status}</td>
                <td className="px-4 py-2">{e.specCount}</td>
                <td className="px-4 py-2">{e.updatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
