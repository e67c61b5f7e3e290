import type { DayCounts } from "@/lib/domain/analytics";

const SERIES = [
  { key: "toAccepted", label: "Delegated to it, accepted", color: "#4f46e5" },
  { key: "toFailed", label: "Delegated to it, failed", color: "#db2777" },
  { key: "fromAccepted", label: "Delegated from it, accepted", color: "#0d9488" },
  { key: "fromFailed", label: "Delegated from it, failed", color: "#d97706" },
] as const;

const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 28, left: 36 };

/**
 * Stacked bars per day, drawn as plain SVG from the data. The chart is a picture for sighted
 * readers; the same numbers are in the table beside it, so it is labelled as an image with a summary.
 */
export function AnalyticsChart({ perDay, summary }: { perDay: DayCounts[]; summary: string }) {
  const totals = perDay.map((d) => SERIES.reduce((sum, s) => sum + d[s.key], 0));
  const max = Math.max(1, ...totals);
  const ticks = [0, Math.ceil(max / 2), max];
  const width = Math.max(720, perDay.length * 8 + PAD.left + PAD.right);
  const plot = { w: width - PAD.left - PAD.right, h: HEIGHT - PAD.top - PAD.bottom };
  const barW = plot.w / perDay.length;
  const y = (v: number) => PAD.top + plot.h - (v / max) * plot.h;
  return (
    <figure className="space-y-2">
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Delegations per day, chart">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full min-w-[560px]">
          <title>{summary}</title>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
              <text x={PAD.left - 4} y={y(t) + 4} textAnchor="end" fontSize="10" fill="#475569">
                {t}
              </text>
            </g>
          ))}
          {perDay.map((d, i) => {
            let base = 0;
            return (
              <g key={d.day}>
                {SERIES.map((s) => {
                  const v = d[s.key];
                  const rect =
                    v > 0 ? (
                      <rect
                        key={s.key}
                        x={PAD.left + i * barW + 1}
                        width={Math.max(1, barW - 2)}
                        y={y(base + v)}
                        height={y(base) - y(base + v)}
                        fill={s.color}
                      />
                    ) : null;
                  base += v;
                  return rect;
                })}
                {i % Math.ceil(perDay.length / 6) === 0 ? (
                  <text
                    x={PAD.left + i * barW + barW / 2}
                    y={HEIGHT - 10}
                    textAnchor="middle"
                    fontSize="10"
                    fill="#475569"
                  >
                    {d.day.slice(5)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-1">
              {/* An SVG swatch, not a style attribute: the content security policy allows no inline styles. */}
              <svg aria-hidden="true" width="12" height="12" className="shrink-0">
                <rect width="12" height="12" rx="2" fill={s.color} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
