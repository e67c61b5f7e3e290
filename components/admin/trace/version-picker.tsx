import Link from "next/link";
import type { ExpertTrace } from "@/lib/server/harness/admin-trace";

/** Links to the trace of the draft and of every live version (rules §10); the one shown is marked. */
export function VersionPicker({
  expertId,
  showing,
  versions,
}: Pick<ExpertTrace, "showing" | "versions"> & { expertId: string }) {
  const base = `/admin/experts/${encodeURIComponent(expertId)}`;
  const link = (href: string, label: string, current: boolean) => (
    <li key={href}>
      <Link
        href={href}
        aria-current={current ? "page" : undefined}
        className={current ? "rounded bg-indigo-700 px-2 py-0.5 text-white" : "text-indigo-700 underline"}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Version to trace" className="text-sm">
      <p className="mb-1 text-slate-600">
        Showing {showing.kind === "draft" ? "the draft" : `live version ${showing.number}`}
        {versions.length === 0 ? " (never published)" : ""}.
      </p>
      <ul className="flex flex-wrap items-center gap-2">
        {link(`${base}?version=draft`, "Draft", showing.kind === "draft")}
        {versions.map((v) =>
          link(
            `${base}?version=${v.number}`,
            `Live version ${v.number}${v.current ? " (current)" : ""}`,
            showing.kind === "live" && showing.number === v.number,
          ),
        )}
      </ul>
    </nav>
  );
}
