import Link from "next/link";

/** A person as admins read them: the name, linked to their row in Users, with the email beside it. */
export function PersonLink({ person }: { person: { id: string; name: string; email: string } }) {
  return (
    <>
      <Link href={`/admin/users?q=${encodeURIComponent(person.email)}`} className="text-indigo-700 underline">{person.name}</Link>{" "}
      <span className="text-xs text-slate-600">({person.email})</span>
    </>
  );
}
