/**
 * The value a test counts on being there (an index read, a record key, a regex group). When it is
 * missing the test fails here with a sentence naming what was expected, not later on `undefined`.
 */
export function expectDefined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what}, but there is none.`);
  return value;
}
