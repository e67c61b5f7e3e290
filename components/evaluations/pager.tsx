"use client";

import { Button } from "@/components/ui/button";

/** Previous / next over a long list shown a page at a time, saying which part is shown. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  const last = Math.ceil(total / pageSize) - 1;
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span aria-live="polite">
        {from}–{to} of {total}
      </span>
      <Button size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** The page to show once the list is `total` long: the same one, or the last that still exists. */
export const clampPage = (page: number, pageSize: number, total: number) =>
  Math.max(0, Math.min(page, Math.ceil(total / pageSize) - 1));
