import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cardClass } from "@/components/ui/section-card";
import { Table, Td, Th } from "@/components/ui/table";
import type { ApiKeyState } from "@/lib/domain/api-keys";
import type { ApiKeySummary } from "@/lib/server/api-keys/manage";
import { utcMinute } from "./format";
import { RevokeKeyCell } from "./revoke-key-cell";
import type { RevokeKeyAction } from "./types";

const STATE_TONES: Record<ApiKeyState, BadgeTone> = { active: "kept", revoked: "neutral", expired: "warn" };

type Props = { label: string; keys: ApiKeySummary[]; revoke: RevokeKeyAction; showOwner?: boolean };

const when = (at: Date | null, none: string) =>
  at ? <time dateTime={at.toISOString()}>{utcMinute(at)}</time> : <span className="text-slate-600">{none}</span>;
const scopesOf = (k: ApiKeySummary) => (
  <ul className="flex flex-wrap gap-1">
    {k.scopes.map((s) => (
      <li key={s}>
        <Badge tone="info">{s}</Badge>
      </li>
    ))}
  </ul>
);
const revokeOf = (k: ApiKeySummary, revoke: RevokeKeyAction, showOwner: boolean) => (
  <RevokeKeyCell
    apiKey={{ id: k.id, name: k.name, prefix: k.prefix, owner: k.owner, state: k.state }}
    revoke={revoke}
    showOwner={showOwner}
  />
);

/**
 * Keys by their prefix (never the key), with a Revoke button on each active one: a table from
 * tablet width up, and on a phone one card per key, so its name stays beside its button.
 */
export function KeyTable({ label, keys, revoke, showOwner = false }: Props) {
  const headings = [
    "Name",
    "Key",
    ...(showOwner ? ["Owner"] : []),
    "Scopes",
    "Created",
    "Last used",
    "Expires",
    "State",
    "Actions",
  ];
  return (
    <>
      <Table label={label} framed className="hidden md:block">
        <thead>
          <tr>
            {headings.map((h) => (
              <Th key={h}>{h}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id}>
              <Td className="min-w-36 font-medium [overflow-wrap:anywhere]">{k.name}</Td>
              <Td className="font-mono text-xs whitespace-nowrap">{k.prefix}…</Td>
              {showOwner ? <Td className="whitespace-nowrap">{k.owner}</Td> : null}
              <Td className="min-w-32">{scopesOf(k)}</Td>
              <Td className="min-w-24">{when(k.createdAt, "—")}</Td>
              <Td className="min-w-24">{when(k.lastUsedAt, "Never")}</Td>
              <Td className="min-w-24">{when(k.expiresAt, "Never")}</Td>
              <Td>
                <Badge tone={STATE_TONES[k.state]}>{k.state}</Badge>
              </Td>
              <Td className="min-w-32">{revokeOf(k, revoke, showOwner)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {keys.map((k) => (
          <li key={k.id} className={cardClass("space-y-2 text-sm", "sm")}>
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium [overflow-wrap:anywhere]">{k.name}</span>
              <Badge tone={STATE_TONES[k.state]}>{k.state}</Badge>
            </div>
            <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-2 gap-y-1">
              <Item term="Key">
                <span className="font-mono text-xs">{k.prefix}…</span>
              </Item>
              {showOwner ? (
                <Item term="Owner">
                  <span className="[overflow-wrap:anywhere]">{k.owner}</span>
                </Item>
              ) : null}
              <Item term="Scopes">{scopesOf(k)}</Item>
              <Item term="Created">{when(k.createdAt, "—")}</Item>
              <Item term="Last used">{when(k.lastUsedAt, "Never")}</Item>
              <Item term="Expires">{when(k.expiresAt, "Never")}</Item>
            </dl>
            {revokeOf(k, revoke, showOwner)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
