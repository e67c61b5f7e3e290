import { RosterExplanationView } from "@/components/admin/roster-explanation-view";
import { inputClass } from "@/components/admin/section-card";
import { primaryButton } from "@/components/ui/button-classes";
import { listPickerOptions } from "@/lib/server/admin/experts";
import { explainRosterForAdmin } from "@/lib/server/admin/roster-explain";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("Roster explain · Admin");

type Params = { user?: string; expert?: string; message?: string };

export default async function AdminRosterPage({ searchParams }: { searchParams: Promise<Params> }) {
  const viewer = await requireAdmin();
  const params = await searchParams;
  const user = (params.user ?? "").slice(0, 200);
  const expert = (params.expert ?? "").slice(0, 200);
  const message = (params.message ?? "").slice(0, 4000);
  const submitted = user !== "" || expert !== "";
  const [options, result] = await Promise.all([
    listPickerOptions(viewer),
    submitted ? explainRosterForAdmin(viewer, { user, expert, message }) : Promise.resolve(null),
  ]);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Roster explain</h1>
        <p className="text-slate-600">
          Pick a user, an Expert and a message: see every candidate the harness considered and why it was kept or
          excluded.
        </p>
      </div>
      <form className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="user" className="block text-sm font-medium text-slate-700">
            User (email or id)
          </label>
          <input
            id="user"
            name="user"
            list="user-options"
            defaultValue={user}
            required
            className={`${inputClass} w-full`}
          />
          <datalist id="user-options">
            {options.userEmails.map((e) => (
              <option key={e} value={e} />
            ))}
          </datalist>
        </div>
        <div className="space-y-1">
          <label htmlFor="expert" className="block text-sm font-medium text-slate-700">
            Expert (slug or id)
          </label>
          <input
            id="expert"
            name="expert"
            list="expert-options"
            defaultValue={expert}
            required
            className={`${inputClass} w-full`}
          />
          <datalist id="expert-options">
            {options.experts.map((e) => (
              <option key={e.slug} value={e.slug}>
                {e.name}
              </option>
            ))}
          </datalist>
        </div>
        <div className="space-y-1 md:col-span-2">
          <label htmlFor="message" className="block text-sm font-medium text-slate-700">
            Message (optional; @-mentions count)
          </label>
          <textarea id="message" name="message" defaultValue={message} rows={2} className={`${inputClass} w-full`} />
        </div>
        <div>
          <button className={primaryButton}>Explain roster</button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {result?.status === "error" ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{result.message}</p>
        ) : null}
      </div>
      {result?.status === "ok" ? <RosterExplanationView explanation={result.explanation} /> : null}
      {!submitted ? (
        <p className="text-sm text-slate-600">No roster explained yet: fill in a user and an Expert above.</p>
      ) : null}
    </div>
  );
}
