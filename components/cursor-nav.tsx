import Link from "next/link";
import { buttonClass } from "@/components/ui/button-classes";

type Props = {
  next: string | null;
  previous: string | null;
  basePath: string;
  params: Record<string, string | undefined>;
  label: string;
};

/** Previous/next links of a cursor-paginated list, keeping the current filters. */
export function CursorNav({ next, previous, basePath, params, label }: Props) {
  if (!next && !previous) return null;
  const href = (key: "after" | "before", cursor: string) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
    query.set(key, cursor);
    return `${basePath}?${query.toString()}`;
  };
  const link = buttonClass("secondary", "sm");
  return (
    <nav aria-label={label} className="flex items-center gap-3 text-sm">
      {previous ? (
        <Link href={href("before", previous)} className={link}>
          Previous page
        </Link>
      ) : null}
      {next ? (
        <Link href={href("after", next)} className={link}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
