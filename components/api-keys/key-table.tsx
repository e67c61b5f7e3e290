import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { ApiKeyState } from "@/lib/domain/api-keys";
import type { ApiKeySummary } from "@/lib/server/api-keys/manage";
import { utcMinute } from "./format";
import { RevokeKeyCell } from "./revoke-key-cell";
import type { RevokeKeyAction } from "./types";

const STATE_TONES: Record<ApiKeyState, BadgeTone> = { active: "kept", revoked: "neutral", expired: "warn" };

type Props = { label: string; keys: ApiKeySummary[]; revoke: RevokeKeyAction; showOwner?: boolean };

const when = (at: Date | null, none: string) => (at ? <time dateTime={at.toISOString()}>{utcMinute(at)}</time> : <span className="text-slate-600">{none}</span>);

/** A list of keys by their prefix (never the key), with a Revoke button on each active one. */
export function KeyTable({ label, keys, revoke, showOwner = false }: Props) {
  const headings = ["Name", "Key", ...(showOwner ? ["Owner"] : []), "Scopes", "Created", "Last used", "Expires", "State", "Actions"];
  return (
    <Table label={label} className="rounded-lg border border-slate-200 bg-white">
      <thead>
        <tr>{headings.map((h) => <Th key={h}>{h}</Th>)}</tr>
      </thead>
      <tbody>
        {keys.map((k) => (
          <tr key={k.id}>
            <Td className="min-w-36 font-medium [overflow-wrap:anywhere]">{k.name}</Td>
            <Td className="font-mono text-xs whitespace-nowrap">{k.prefix}…</Td>
            {showOwner ? <Td className="[overflow-wrap:anywhere]">{k.owner}</Td> : null}
            <Td>
              <ul className="flex flex-col gap-1">
                {k.scopes.map((s) => <li key={s}><Badge tone="info">{s}</Badge></li>)}
              </ul>
            </Td>
            <Td className="whitespace-nowrap">{when(k.createdAt, "—")}</Td>
            <Td className="whitespace-nowrap">{when(k.lastUsedAt, "Never")}</Td>
            <Td className="whitespace-nowrap">{when(k.expiresAt, "Never")}</Td>
            <Td><Badge tone={STATE_TONES[k.state]}>{k.state}</Badge></Td>
            <Td className="min-w-28"><RevokeKeyCell apiKey={{ id: k.id, name: k.name, prefix: k.prefix, owner: k.owner, state: k.state }} revoke={revoke} showOwner={showOwner} /></Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
