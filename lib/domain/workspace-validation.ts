import { at } from "./at-index";
import { findLoneSurrogate } from "./storable-text";
import { WorkspaceSchema, type Workspace } from "./workspace-schema";

/** Rows already in the database that a workspace file may refer to or collide with. */
export type ExistingRows = {
  userIds: ReadonlySet<string>;
  emailsById: ReadonlyMap<string, string>; // email → user id
  expertIds: ReadonlySet<string>;
  slugsById: ReadonlyMap<string, string>; // slug → expert id
};

export const NO_EXISTING_ROWS: ExistingRows = {
  userIds: new Set(),
  emailsById: new Map(),
  expertIds: new Set(),
  slugsById: new Map(),
};

export type WorkspaceValidation = { ok: true; workspace: Workspace } | { ok: false; error: string };

/** Validates the whole file before anything is written; the error names the first problem's path. */
export function validateWorkspace(input: unknown, existing: ExistingRows = NO_EXISTING_ROWS): WorkspaceValidation {
  // Text is stored exactly as the file has it, or the file is refused, as in the Studio.
  const lone = findLoneSurrogate(input);
  if (lone) return { ok: false, error: `${formatPath(lone.path)}: ${lone.message}` };
  const parsed = WorkspaceSchema.safeParse(input);
  if (!parsed.success) {
    const issue = at(parsed.error.issues, 0);
    return { ok: false, error: `${formatPath(issue.path)}: ${issue.message}` };
  }
  const problem = findReferenceProblem(parsed.data, existing);
  return problem ? { ok: false, error: problem } : { ok: true, workspace: parsed.data };
}

function findReferenceProblem(ws: Workspace, existing: ExistingRows): string | null {
  const userIds = new Set(existing.userIds);
  const emails = new Map(existing.emailsById);
  for (const [i, user] of ws.users.entries()) {
    if (ws.users.findIndex((u) => u.id === user.id) !== i) return `users[${i}].id: duplicate id ${user.id}`;
    const holder = emails.get(user.email);
    if (holder && holder !== user.id) return `users[${i}].email: ${user.email} belongs to user ${holder}`;
    emails.set(user.email, user.id);
    userIds.add(user.id);
  }
  const expertIds = new Set(existing.expertIds);
  const slugs = new Map(existing.slugsById);
  for (const [i, expert] of ws.experts.entries()) {
    if (ws.experts.findIndex((e) => e.id === expert.id) !== i) return `experts[${i}].id: duplicate id ${expert.id}`;
    if (!userIds.has(expert.owner)) return `experts[${i}].owner: no user ${expert.owner}`;
    const holder = slugs.get(expert.slug);
    if (holder && holder !== expert.id) return `experts[${i}].slug: ${expert.slug} is used by expert ${holder}`;
    slugs.set(expert.slug, expert.id);
    expertIds.add(expert.id);
  }
  for (const [i, grant] of ws.access.entries()) {
    if (!userIds.has(grant.user)) return `access[${i}].user: no user ${grant.user}`;
    if (!expertIds.has(grant.expert)) return `access[${i}].expert: no expert ${grant.expert}`;
  }
  for (const [i, policy] of ws.policies.entries()) {
    if (!userIds.has(policy.user)) return `policies[${i}].user: no user ${policy.user}`;
    if (ws.policies.findIndex((p) => p.user === policy.user) !== i)
      return `policies[${i}].user: a second policy for ${policy.user}`;
  }
  for (const [i, set] of ws.evaluations.entries()) {
    if (!expertIds.has(set.expert)) return `evaluations[${i}].expert: no expert ${set.expert}`;
  }
  return null;
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(file)";
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}
