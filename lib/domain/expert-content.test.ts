import { describe, expect, test } from "vitest";
import { CONTENT_FIELDS, ExpertContentSchema, readStoredContent, RestorableContentSchema } from "./expert-content";
import { SNAPSHOT_LABELS } from "./expert-snapshot";

const stored = {
  name: "Tax Helper",
  slug: "tax-helper",
  description: "d",
  instructions: "i",
  delegationBrief: "brief",
  delegatable: false,
  priceLabel: "$1",
  defaultModel: "gpt-5",
  plugins: ["github"],
  teamGuard: { mode: "off", markers: ["m"], deny: ["<odd entry>"] },
  specs: ["{}"],
  disabledBuiltins: ["fixer"],
};

describe("readStoredContent", () => {
  test("reads every field of stored content as it is, from an object or its JSON text", () => {
    expect(readStoredContent(stored)).toEqual(stored);
    expect(readStoredContent(JSON.stringify(stored))).toEqual(stored);
    expect(ExpertContentSchema.parse(readStoredContent(stored))).toEqual(stored);
  });

  test.each([
    ["nothing", null],
    ["an empty object", {}],
    ["text that is not JSON", "{not json"],
  ])("reads %s as every field's default", (_, value) => {
    expect(readStoredContent(value)).toEqual({
      name: "",
      slug: "",
      description: "",
      instructions: "",
      delegationBrief: null,
      delegatable: false,
      priceLabel: null,
      defaultModel: "",
      plugins: [],
      teamGuard: { mode: "enforce", markers: [], deny: [] },
      specs: [],
      disabledBuiltins: [],
    });
  });

  test("keeps what it can of a malformed field: SQLite's 1 is true, non-strings drop out of lists, a blank brief is none", () => {
    const read = readStoredContent({
      ...stored,
      delegatable: 1,
      plugins: ["github", 7, null],
      delegationBrief: "  ",
      teamGuard: { mode: "loud" },
    });
    expect(read).toMatchObject({
      delegatable: true,
      plugins: ["github"],
      delegationBrief: null,
      teamGuard: { mode: "enforce", markers: [], deny: [] },
    });
  });
});

describe("the content's derived places", () => {
  test("every field but the specs has an audit label (the guard one per key)", () => {
    for (const field of CONTENT_FIELDS.filter((f) => f !== "specs" && f !== "teamGuard"))
      expect(SNAPSHOT_LABELS[field], field).toBeTruthy();
    for (const key of ["mode", "markers", "deny"]) expect(SNAPSHOT_LABELS[`teamGuard.${key}`], key).toBeTruthy();
  });

  test("a restore takes stored content without its slug, with guard entries the editor would now refuse", () => {
    expect(RestorableContentSchema.parse({ ...stored, status: "published", deleted: false })).not.toHaveProperty(
      "slug",
    );
    expect(RestorableContentSchema.safeParse({ ...stored, delegatable: "yes" }).success).toBe(false);
  });
});
