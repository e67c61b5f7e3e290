import Link from "next/link";

/** A person as admins read them: the name, linked to their page (policy, access, rosters), with the email beside it. */
export function PersonLink({ person }: { person: { id: string; name: string; email: string } }) {
  return (
    <>
      <Link
        href={`/admin/users/${encodeURIComponent(person.id)}`}
        className="[overflow-wrap:anywhere] text-indigo-700 underline"
      >
        {person.name}
      </Link>{" "}
      <span className="text-xs text-slate-600">({person.email})</span>
    </>
  );
}
