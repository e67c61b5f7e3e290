/**
 * The element at `index`, for reads the surrounding logic already keeps in range (a loop bound, a length
 * checked just above, a table filled beforehand). It throws rather than returning `undefined`, so a broken
 * invariant fails at the read instead of as a wrong answer further on; an `undefined` element counts as
 * missing. Tests use it the same way: a list shorter than the test expects fails at the line that reads it.
 */
export function at<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) {
    throw new RangeError(`Expected an element at index ${index} of a list of ${items.length}`);
  }
  return item;
}
