import { RosterExplanationView } from "@/components/admin/roster-explanation-view";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { cardClass } from "@/components/ui/section-card";
import { expertSuggestions } from "@/components/admin/expert-link";
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
      <PageHeader
        title="Roster explain"
        description="Pick a user, an Expert and a message: see every candidate the harness considered and why it was kept or excluded."
      />
      <form className={cardClass("grid gap-3 md:grid-cols-2")}>
        <TextField
          id="user"
          name="user"
          label="User (email or id)"
          defaultValue={user}
          required
          suggestions={options.userEmails.map((e) => ({ value: e }))}
        />
        <TextField
          id="expert"
          name="expert"
          label="Expert (slug or id)"
          defaultValue={expert}
          required
          suggestions={expertSuggestions(options.experts)}
        />
        <TextAreaField
          id="message"
          name="message"
          label="Message (optional; @-mentions count)"
          defaultValue={message}
          rows={2}
          frameClassName="md:col-span-2"
        />
        <div>
          <Button type="submit" variant="primary">
            Explain roster
          </Button>
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
