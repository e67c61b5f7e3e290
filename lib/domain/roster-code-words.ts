import { WHITELIST_CAP } from "./delegation-whitelist";
import type { RosterCode } from "./roster";

/** Each roster code as the user it is about reads it (Settings' preview); the codes stay in the API. */
const FOR_USER: Record<RosterCode, string> = {
  self: "This is the Expert being run",
  over_cap: `Past the whitelist limit of ${WHITELIST_CAP}`,
  unknown_expert: "No longer exists",
  unknown_mention: "No Expert has this name",
  no_access: "You have no access",
  deleted: "Deleted by its creator",
  not_published: "Not published",
  not_delegatable: "Does not accept delegation",
  over_budget: "Left out to keep the list within its size limit",
};

export function rosterCodeForUser(code: RosterCode | undefined): string {
  return code ? FOR_USER[code] : "Left out";
}
