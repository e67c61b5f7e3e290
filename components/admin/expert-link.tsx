import Link from "next/link";

/** An Expert in an admin table: its name linked to its trace, the slug beside it; an unknown reference as given. */
export function ExpertLink({
  expert,
  ref_,
}: {
  expert: { id: string; name: string; slug: string } | null;
  ref_: string;
}) {
  if (!expert)
    return (
      <span className="font-mono text-xs" title="names no Expert">
        {ref_}
      </span>
    );
  return (
    <>
      <Link href={`/admin/experts/${encodeURIComponent(expert.id)}`} className="text-indigo-700 underline">
        {expert.name}
      </Link>{" "}
      <span className="font-mono text-xs text-slate-600">@{expert.slug}</span>
    </>
  );
}

/** Experts as a text field's suggestions: the slug to type, the name beside it. */
export function expertSuggestions(experts: readonly { slug: string; name: string }[]) {
  return experts.map((e) => ({ value: e.slug, label: e.name }));
}
