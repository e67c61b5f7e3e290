import Link from "next/link";
import { buttonClass } from "@/components/ui/button-classes";
import type { PageInfo } from "@/lib/domain/pagination";

type Props = {
  info: PageInfo;
  basePath: string;
  params: Record<string, string | undefined>;
  label: string;
  pageParam?: string;
};

/** Previous/next links that keep the current filters (and, on a page with two lists, the other list's page). */
export function PaginationNav({ info, basePath, params, label, pageParam = "page" }: Props) {
  if (info.pageCount <= 1) return null;
  const href = (page: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
    if (page > 1) query.set(pageParam, String(page));
    const text = query.toString();
    return text ? `${basePath}?${text}` : basePath;
  };
  const link = buttonClass("secondary", "sm");
  return (
    <nav aria-label={label} className="flex items-center gap-3 text-sm">
      {info.page > 1 ? (
        <Link href={href(info.page - 1)} className={link}>
          Previous page
        </Link>
      ) : null}
      <span className="text-slate-600">
        Page {info.page} of {info.pageCount} · {info.total} total
      </span>
      {info.page < info.pageCount ? (
        <Link href={href(info.page + 1)} className={link}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
