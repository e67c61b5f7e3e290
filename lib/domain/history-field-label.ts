// The History lists changes by the snapshot's field keys (`priceLabel`, `specs[0]`); people read these names.

const LABELS: Record<string, string> = {
  created: "Created as",
  name: "Name",
  slug: "Slug",
  description: "Description",
  instructions: "System prompt",
  delegationBrief: "Delegation brief",
  delegatable: "Delegatable",
  status: "Status",
  deleted: "Deleted",
  priceLabel: "Price label",
  defaultModel: "Default model",
  plugins: "Plugins",
  disabledBuiltins: "Switched-off builtins",
  "teamGuard.mode": "Team guard mode",
  "teamGuard.markers": "Team guard markers",
  "teamGuard.deny": "Team guard deny list",
};

/** "Price label" for `priceLabel`, "Subagent 1" for `specs[0]`; an unknown key is shown as it is. */
export function historyFieldLabel(field: string): string {
  const spec = /^specs\[(\d+)\]$/.exec(field);
  if (spec) return `Subagent ${Number(spec[1]) + 1}`;
  return LABELS[field] ?? field;
}
