/** The distinct non-empty references of a request, and the slugs they would be (slugs are lower case). */
export function distinctRefs(refs: readonly unknown[]): { refs: string[]; slugs: string[] } {
  const unique = [...new Set(refs.filter((r): r is string => typeof r === "string" && r.length > 0))];
  return { refs: unique, slugs: unique.map((r) => r.toLowerCase()) };
}

/** Maps each reference to the Expert it names: an id wins over a slug that spells the same. */
export function matchExpertRefs(
  refs: readonly string[],
  rows: readonly { id: string; slug: string }[],
): Map<string, string> {
  const byId = new Set(rows.map((r) => r.id));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const resolved = new Map<string, string>();
  for (const ref of refs) {
    const id = byId.has(ref) ? ref : bySlug.get(ref.toLowerCase());
    if (id) resolved.set(ref, id);
  }
  return resolved;
}
