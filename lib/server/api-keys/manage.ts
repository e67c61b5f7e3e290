import "server-only";
import {
  apiKeyState,
  formatScopes,
  MAX_ACTIVE_PERSONAL_KEYS,
  parseScopes,
  type ApiKeyScope,
  type ApiKeyState,
} from "@/lib/domain/api-keys";
import { ADMIN_PAGE_SIZE, pageInfo, pageSlice, type PageInfo } from "@/lib/domain/pagination";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { recordAccountChange } from "@/lib/server/audit";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { newApiKey } from "./key-material";

export type NewKeyInput = { name: string; scopes: ApiKeyScope[]; expiresAt: Date | null };
/** A key as pages and the CLI show it: never the key itself, never its hash. */
export type ApiKeySummary = {
  id: string;
  kind: "personal" | "runtime";
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  owner: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  state: ApiKeyState;
};
/** The one moment the key exists outside its holder: the answer to its creation. */
export type CreatedKey = { key: string; summary: ApiKeySummary };

const SUMMARY = {
  id: true,
  kind: true,
  name: true,
  prefix: true,
  scopes: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
  owner: { select: { email: true } },
} as const;

type SummaryRow = {
  id: string;
  kind: "personal" | "runtime";
  name: string;
  prefix: string;
  scopes: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  owner: { email: string };
};

function toSummary(row: SummaryRow, now = new Date()): ApiKeySummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    prefix: row.prefix,
    scopes: [...parseScopes(row.scopes)],
    owner: row.owner.email,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    state: apiKeyState(row, now),
  };
}

/** A personal key for the viewer (any signed-in user), at most 20 active at once. */
export function createPersonalKey(viewer: Viewer, input: NewKeyInput): Promise<CreatedKey> {
  return createKey({ kind: "personal", ownerId: viewer.id, actorId: viewer.id }, input);
}

/** A runtime key, for an admin: it acts for whichever user a request names. */
export function createRuntimeKey(viewer: Viewer | null, input: NewKeyInput): Promise<CreatedKey> {
  assertAdmin(viewer);
  return createKey({ kind: "runtime", ownerId: viewer.id, actorId: viewer.id }, input);
}

/** The operator's path (npm run api-key): no session, the user named by email. */
export async function createKeyForOperator(
  email: string,
  kind: "personal" | "runtime",
  input: NewKeyInput,
): Promise<CreatedKey> {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, role: true },
  });
  if (!user) throw new AppError("not_found:user");
  if (kind === "runtime" && user.role !== "admin")
    throw new AppError("bad_request:input", { message: "A runtime key belongs to an admin: name an admin's email." });
  return createKey({ kind, ownerId: user.id, actorId: null }, input);
}

async function createKey(
  who: { kind: "personal" | "runtime"; ownerId: string; actorId: string | null },
  input: NewKeyInput,
): Promise<CreatedKey> {
  if (input.scopes.length === 0)
    throw new AppError("bad_request:input", {
      message: "Choose at least one scope.",
      fieldErrors: { scopes: ["Choose at least one scope."] },
    });
  if (input.expiresAt && input.expiresAt <= new Date())
    throw new AppError("bad_request:input", {
      message: "The expiry must be in the future.",
      fieldErrors: { expiresAt: ["The expiry must be in the future."] },
    });
  const material = newApiKey();
  const row = await db.$transaction(async (tx) => {
    if (who.kind === "personal") {
      const active = await tx.apiKey.count({
        where: {
          ownerId: who.ownerId,
          kind: "personal",
          revokedAt: null,
          OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
        },
      });
      if (active >= MAX_ACTIVE_PERSONAL_KEYS) {
        throw new AppError("bad_request:input", {
          message: `You have ${MAX_ACTIVE_PERSONAL_KEYS} active keys, the most one person may hold. Revoke one before creating another.`,
        });
      }
    }
    const created = await tx.apiKey.create({
      data: {
        kind: who.kind,
        name: input.name,
        prefix: material.prefix,
        hash: material.hash,
        scopes: formatScopes(input.scopes),
        ownerId: who.ownerId,
        createdById: who.actorId,
        expiresAt: input.expiresAt,
      },
      select: SUMMARY,
    });
    await recordAccountChange(tx, {
      actorId: who.actorId,
      subjectUserId: who.ownerId,
      action: "api_key.create",
      changes: [
        {
          field: `${who.kind} API key ${material.prefix}`,
          before: null,
          after: `${input.name} (${formatScopes(input.scopes)})`,
        },
      ],
    });
    return created;
  });
  return { key: material.key, summary: toSummary(row) };
}

/** Revokes a key: its owner may revoke a personal key, an admin any key. Takes effect on the next request everywhere. */
export async function revokeKey(viewer: Viewer | null, keyId: string): Promise<ApiKeySummary> {
  if (!viewer) throw new AppError("unauthorized:session");
  const where = viewer.role === "admin" ? { id: keyId } : { id: keyId, ownerId: viewer.id, kind: "personal" as const };
  return revokeWhere(where, viewer.id);
}

/** The operator's path (npm run api-key -- revoke <prefix>). */
export function revokeKeyByPrefix(prefix: string): Promise<ApiKeySummary> {
  return revokeWhere({ prefix }, null);
}

async function revokeWhere(
  where: { id?: string; prefix?: string; ownerId?: string; kind?: "personal" },
  actorId: string | null,
): Promise<ApiKeySummary> {
  const row = await db.$transaction(async (tx) => {
    const key = await tx.apiKey.findFirst({
      where,
      select: { id: true, ownerId: true, prefix: true, revokedAt: true },
    });
    if (!key) return null;
    if (key.revokedAt === null) {
      await tx.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() }, select: { id: true } });
      await recordAccountChange(tx, {
        actorId,
        subjectUserId: key.ownerId,
        action: "api_key.revoke",
        changes: [{ field: `API key ${key.prefix}`, before: "active", after: "revoked" }],
      });
    }
    return tx.apiKey.findUniqueOrThrow({ where: { id: key.id }, select: SUMMARY });
  });
  if (!row) throw new AppError("not_found:api_key");
  return toSummary(row);
}

/** The viewer's own personal keys, newest first. */
export async function listPersonalKeys(viewer: Viewer): Promise<ApiKeySummary[]> {
  const rows = await db.apiKey.findMany({
    where: { ownerId: viewer.id, kind: "personal" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: SUMMARY,
    take: 200,
  });
  return rows.map((r) => toSummary(r));
}

/** Every key, runtime keys first, for the admin page (or the CLI's list, optionally one user's). */
export async function listAllKeys(viewer: Viewer | null | "operator", ownerEmail?: string): Promise<ApiKeySummary[]> {
  if (viewer !== "operator") assertAdmin(viewer);
  const where = ownerEmail ? { owner: { email: ownerEmail.trim().toLowerCase() } } : {};
  const rows = await db.apiKey.findMany({
    where,
    orderBy: [{ kind: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    select: SUMMARY,
    take: 1000,
  });
  return rows.map((r) => toSummary(r));
}

/**
 * One page of one kind of key for the admin page, newest first, like the other admin lists
 * (ADMIN_PAGE_SIZE a page), optionally one owner's.
 */
export async function listKeysPageForAdmin(
  viewer: Viewer | null,
  request: { kind: "personal" | "runtime"; ownerEmail?: string; page: number },
): Promise<{ info: PageInfo; keys: ApiKeySummary[] }> {
  assertAdmin(viewer);
  const where = {
    kind: request.kind,
    ...(request.ownerEmail ? { owner: { email: request.ownerEmail.trim().toLowerCase() } } : {}),
  };
  const [total, rows] = await Promise.all([
    db.apiKey.count({ where }),
    db.apiKey.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: SUMMARY,
      ...pageSlice(request.page, ADMIN_PAGE_SIZE),
    }),
  ]);
  return { info: pageInfo(request.page, ADMIN_PAGE_SIZE, total), keys: rows.map((r) => toSummary(r)) };
}
