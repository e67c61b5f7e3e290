/**
 * Sorted by lower-cased name, then id (the roster's order). Keys are computed once: under "all" this
 * sorts every Expert the user can access. The harness reads them already in this order, so a list
 * found in order is returned as it is, without sorting or a lower-cased copy of each name.
 */
export function sortByNameThenId<T extends { id: string; name: string }>(experts: T[]): T[] {
  if (inNameThenIdOrder(experts)) return experts;
  const keyed = experts.map((expert) => ({ expert, key: expert.name.toLowerCase() }));
  keyed.sort((a, b) => {
    if (a.key !== b.key) return a.key < b.key ? -1 : 1;
    return a.expert.id === b.expert.id ? 0 : a.expert.id < b.expert.id ? -1 : 1;
  });
  return keyed.map((k) => k.expert);
}

function inNameThenIdOrder(experts: { id: string; name: string }[]): boolean {
  let previous: { id: string; name: string } | undefined;
  for (const expert of experts) {
    if (previous) {
      const order = compareLowerCase(previous.name, expert.name);
      if (order > 0 || (order === 0 && expert.id < previous.id)) return false;
    }
    previous = expert;
  }
  return true;
}

/**
 * Compares `a.toLowerCase()` with `b.toLowerCase()` (UTF-16 order), as the roster orders names,
 * without making either string: the roster checks the order of every Expert a user can access.
 * Letters past ASCII, whose lower case may change length or depend on context, take the general path.
 */
export function compareLowerCase(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x >= 0x80 || y >= 0x80) return compareStrings(a.toLowerCase(), b.toLowerCase());
    if (x === y) continue;
    if (x >= 0x41 && x <= 0x5a) x += 0x20;
    if (y >= 0x41 && y <= 0x5a) y += 0x20;
    if (x !== y) return x < y ? -1 : 1;
  }
  // One is a prefix of the other, as far as ASCII goes: a longer rest lower-cases to a longer key.
  if (a.length === b.length) return 0;
  return a.length < b.length ? -1 : 1;
}

function compareStrings(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
