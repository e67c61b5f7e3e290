import type { SurfaceTool, TeamGuardSettings, ToolLayer, ToolReportEntry } from "@/lib/domain/tool-surface";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { EmptyState, SectionCard } from "@/components/ui/section-card";

const LAYERS: { layer: ToolLayer; title: string }[] = [
  { layer: "global", title: "Global layer (platform)" },
  { layer: "preset", title: "Preset layer (enabled plugins)" },
  { layer: "own", title: "Own layer (registered for the agent itself)" },
];

export function ToolSurfaceSection({ tools, unknownPlugins }: { tools: SurfaceTool[]; unknownPlugins: string[] }) {
  return (
    <SectionCard
      id="surface"
      title="Tool surface by layer"
      description={`${tools.length} tools the main agent sees, in surface order.`}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {LAYERS.map(({ layer, title }) => {
          const inLayer = tools.filter((t) => t.layer === layer);
          return (
            <div key={layer}>
              <h3 className="text-sm font-medium text-slate-700">{title}</h3>
              {inLayer.length === 0 ? (
                <p className="text-sm text-slate-600">No tools.</p>
              ) : (
                <ul aria-label={title} className="mt-1 space-y-0.5 font-mono text-xs">
                  {inLayer.map((t) => (
                    <li key={t.name}>
                      {t.name}
                      {t.plugin ? <span className="text-slate-600"> ({t.plugin})</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      {unknownPlugins.length > 0 ? (
        <p className="text-sm text-amber-900">Unknown plugins ignored: {unknownPlugins.join(", ")}.</p>
      ) : null}
    </SectionCard>
  );
}

const ACTION_TONE = {
  withdrawn: "bad",
  would_withdraw: "warn",
  not_restrictable: "info",
  not_visible: "neutral",
} as const;

export function GuardSection({ guard, report }: { guard: TeamGuardSettings; report: ToolReportEntry[] }) {
  const description = `Team delegation guard: mode ${guard.mode}; markers ${guard.markers.join(", ") || "(none)"}; deny ${guard.deny.join(", ") || "(none)"}.`;
  return (
    <SectionCard id="guard" title="Restrictions and guard decisions" description={description}>
      {report.length === 0 ? (
        <EmptyState>
          {guard.mode === "off"
            ? "The guard is off, so nothing was restricted."
            : "No marker is in the agent's own layer, so the guard did nothing and nothing was restricted."}
        </EmptyState>
      ) : (
        <Table label="Guard decisions">
          <thead>
            <tr>
              <Th>Tool</Th>
              <Th>Decision</Th>
              <Th>Why</Th>
            </tr>
          </thead>
          <tbody>
            {report.map((r) => (
              <tr key={r.name}>
                <Td className="font-mono text-xs">{r.name}</Td>
                <Td>
                  <Badge tone={ACTION_TONE[r.action]}>{r.action}</Badge>
                </Td>
                <Td className="min-w-64">{r.message}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
}
