import type { RosterReportEntry } from "./roster";

// The roster's sentences address the user ("you"); admins read about someone else.
const SECOND_PERSON: [RegExp, (user: string) => string][] = [
  [/you don't have access to/, (user) => `${user} has no access to`],
  [/you mentioned/, (user) => `${user} mentioned`],
  [/one of your Experts/, (user) => `one of ${user}'s Experts`],
];

/** A roster explanation entry reworded for an admin reading about `user`. */
export function rosterMessageForAdmin(entry: Pick<RosterReportEntry, "message">, user: string): string {
  return SECOND_PERSON.reduce((message, [pattern, replace]) => message.replace(pattern, replace(user)), entry.message);
}
