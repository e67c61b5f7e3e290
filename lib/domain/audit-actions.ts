/** Audit actions as people read them; an action recorded by a later version falls back to its code. */
const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "Created an Expert",
  save: "Saved an Expert's draft",
  "builtin.on": "Switched a builtin subagent on",
  "builtin.off": "Switched a builtin subagent off",
  publish: "Published an Expert",
  unpublish: "Unpublished an Expert",
  discard: "Discarded unpublished changes",
  rollback: "Rolled an Expert back",
  delete: "Deleted an Expert",
  restore: "Restored an earlier version",
  "subagents.import": "Imported subagents",
  "policy.update": "Changed delegation settings",
  "access.grant": "Got access to an Expert",
  "access.revoke": "Removed an Expert from their library",
  "user.role": "Changed a user's role",
  "user.disable": "Disabled a user",
  "user.enable": "Enabled a user",
  "api_key.create": "Created an API key",
  "api_key.revoke": "Revoked an API key",
};

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
