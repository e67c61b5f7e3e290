import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MENTION_LIMIT, parseMentions, readMentions } from "./mentions";

const refs = (message: string) => parseMentions(message).map((m) => m.ref);

describe("parseMentions", () => {
  test.each([
    ["start of message", "@tax-helper can you help?", ["tax-helper"]],
    ["after a space", "ask @tax-helper", ["tax-helper"]],
    ["after a parenthesis", "(@tax-helper)", ["tax-helper"]],
    ["after punctuation", "hi,@a then;@b and:@c !@d", ["a", "b", "c", "d"]],
    ["after a newline or tab", "x\n@a\t@b", ["a", "b"]],
    ["after quotes and brackets", `"@a" [@b] {@c} '@d'`, ["a", "b", "c", "d"]],
    ["after a hyphen or slash", "-@a /@b", ["a", "b"]],
    ["after another @", "@@a", ["a"]],
    ["trailing full stop", "thanks @tax-helper.", ["tax-helper"]],
    ["trailing comma, question and exclamation marks", "@a, @b? @c! @d:", ["a", "b", "c", "d"]],
    ["trailing closing parenthesis", "(see @a)", ["a"]],
    ["a dot inside ends it", "@tax.helper", ["tax"]],
    ["digits", "@123 and @a1-2b", ["123", "a1-2b"]],
    ["hyphens inside the slug", "@a-b-c", ["a-b-c"]],
    ["back-to-back mentions", "@a@b", ["a"]],
  ])("mentions: %s", (_label, message, expected) => {
    expect(refs(message)).toEqual(expected);
  });

  test.each([
    ["an email address", "mail bob@acc.test please"],
    ["a letter before @", "x@a"],
    ["a digit before @", "1@a"],
    ["a dot before @", "a.@b and .@c"],
    ["an underscore before @", "_@a"],
    ["a Unicode letter before @", "josé@x"],
    ["a CJK letter before @", "你好@x"],
    ["an Arabic-Indic digit before @", "٣@x"],
    ["an astral letter before @", "𝒜@x"],
    ["a combining mark before @", "e\u0301@x"],
    ["a slug running into a Unicode letter", "@josé"],
    ["a slug running into an underscore", "@tax_helper"],
    ["a slug starting with a hyphen", "@-a"],
    ["a bare @", "@ and @"],
    ["an empty message", ""],
    ["non-ASCII look-alikes", "@ſ @\u212a"],
  ])("mentions nobody: %s", (_label, message) => {
    expect(parseMentions(message)).toEqual([]);
  });

  test("ref keeps the case as typed; slug is lower-case", () => {
    expect(parseMentions("hey @Tax-Helper")).toEqual([{ slug: "tax-helper", ref: "Tax-Helper" }]);
  });

  test("each slug once, first occurrence wins, message order kept", () => {
    expect(parseMentions("@B then @a then @b then @A then @c")).toEqual([
      { slug: "b", ref: "B" },
      { slug: "a", ref: "a" },
      { slug: "c", ref: "c" },
    ]);
  });

  test("a blocked occurrence does not shadow a later valid one", () => {
    expect(refs("bob@acc.test, then @acc")).toEqual(["acc"]);
  });

  test("never throws on a non-string value", () => {
    expect(parseMentions(undefined as unknown as string)).toEqual([]);
  });

  test("property: slugs are well-formed, lower-case, unique, and found in the message", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (message) => {
        const mentions = parseMentions(message);
        const slugs = mentions.map((m) => m.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const { slug, ref } of mentions) {
          expect(slug).toMatch(/^[a-z0-9][a-z0-9-]*$/);
          expect(ref.toLowerCase()).toBe(slug);
          expect(message).toContain(`@${ref}`);
        }
      }),
      { numRuns: 500 },
    );
  });

  test("only the first 50 distinct mentions are considered; the rest are counted (rules §6.1)", () => {
    const message = Array.from({ length: 60 }, (_, i) => `@e${i} @E${i}`).join(" ");
    const { mentions, ignored } = readMentions(message);
    expect(mentions.map((m) => m.slug)).toEqual(Array.from({ length: MENTION_LIMIT }, (_, i) => `e${i}`));
    expect(ignored).toBe(10);
    expect(parseMentions(message)).toHaveLength(50);
    expect(readMentions("@a @b @a").ignored).toBe(0);
  });

  test("a message of 400,000 mentions is read in bounded time and answer size", () => {
    const message = Array.from({ length: 400_000 }, (_, i) => `@x${i}`).join(" ");
    const started = performance.now();
    const { mentions, ignored } = readMentions(message);
    expect(mentions).toHaveLength(50);
    expect(ignored).toBe(399_950);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
