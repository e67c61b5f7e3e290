import MiniSearch from "minisearch";
import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { rankByRelevance, rankPositions, type RelevanceDoc } from "./relevance";
import { processTerm, terms, tokenize } from "./text-terms";

const BOOKKEEPING =
  "Handles bookkeeping and tax questions for small businesses in mainland China. Accepts: bank statements, scanned invoices, " +
  "prior-period ledgers, specific tax policy questions. Produces: categorized ledgers, tax risk checklists, filing guidance.";

const docs: RelevanceDoc[] = [
  {
    id: "e_sql",
    name: "SQL Analyst",
    slug: "sql-analyst",
    text: "Writes and explains SQL queries against a described schema.",
  },
  {
    id: "e_contract",
    name: "Contract Reviewer",
    slug: "contract-review",
    text: "Reviews NDAs and service agreements for risky clauses.",
  },
  { id: "e_tax", name: "Tax Helper", slug: "tax-helper", text: BOOKKEEPING },
  {
    id: "e_notes",
    name: "Release Notes Writer",
    slug: "release-notes-writer",
    text: "Turns merged pull requests into release notes.",
  },
];

describe("text terms", () => {
  test("split on every non-alphanumeric run, so a slug is its words", () => {
    expect(tokenize("contract-review, @Tax_helper (v2)")).toEqual(["contract", "review", "Tax", "helper", "v2"]);
    expect(tokenize("")).toEqual([]);
  });

  test.each([
    ["contracts", "contract"],
    ["Contract", "contract"],
    ["CONTRACTS", "contract"],
    ["reviewing", "review"],
    ["ledgers", "ledger"],
  ])("%s is the term %s", (word, term) => expect(processTerm(word)).toBe(term));

  test("stopwords are dropped", () =>
    expect(terms("Please review the contract for me")).toEqual(["review", "contract"]));
});

describe("rankByRelevance", () => {
  test("a message naming a brief's key terms ranks it first, with the words that matched", () => {
    const ranked = rankByRelevance(docs, "I need filing guidance from my bank statements and scanned invoices");
    expect(ranked[0]).toMatchObject({
      id: "e_tax",
      rank: 1,
      matchedTerms: ["filing", "guidance", "bank", "statements", "scanned", "invoices"],
    });
    expect(at(ranked, 0).score).toBeGreaterThan(0);
    expect(ranked.slice(1).every((r) => r.score === 0)).toBe(true);
  });

  test.each([
    ["contracts (plural, lower case)", "check these contracts"],
    ["Contract (capitalised)", "Contract please"],
    ["contract-review (the slug as typed)", "ask contract-review"],
    ["REVIEWING (another form, upper case)", "REVIEWING"],
  ])("stemming and case: %s meets contract-review", (_label, message) => {
    expect(at(rankByRelevance(docs, message), 0).id).toBe("e_contract");
  });

  test("matched terms are the message's own words, lower-cased, each once", () => {
    const first = at(rankByRelevance(docs, "Contracts, contract, CONTRACT: review them"), 0);
    expect(first.matchedTerms).toEqual(["contracts", "review"]);
  });

  test("a term in name, slug and brief outweighs one in the brief alone", () => {
    const ranked = rankByRelevance(docs, "release notes");
    expect(at(ranked, 0).id).toBe("e_notes");
  });

  test("without a matching word every score is 0 and the order is the input order", () => {
    for (const message of ["", "the and of", "zebra crossing", "!!!"]) {
      const ranked = rankByRelevance(docs, message);
      expect(ranked.map((r) => r.id)).toEqual(docs.map((d) => d.id));
      expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
      expect(ranked.every((r) => r.score === 0 && r.matchedTerms.length === 0)).toBe(true);
    }
  });

  test("ties keep the input order", () => {
    const twins = [
      { id: "b", name: "B", text: "audit helper" },
      { id: "a", name: "A", text: "audit helper" },
      { id: "c", name: "C", text: "audit helper" },
    ];
    expect(rankByRelevance(twins, "audit").map((r) => r.id)).toEqual(["b", "a", "c"]);
  });

  test("repeated ids and malformed documents do not break the ranking", () => {
    const odd = [
      { id: "x", name: "Tax", text: "tax" },
      { id: "x", name: "Tax", text: "tax tax" },
      null,
      { id: 5 },
    ] as unknown as RelevanceDoc[];
    const ranked = rankByRelevance(odd, "tax");
    expect(ranked).toHaveLength(4);
    expect(ranked.filter((r) => r.score > 0)).toHaveLength(2);
    expect(rankByRelevance(undefined as unknown as RelevanceDoc[], "tax")).toEqual([]);
  });

  test("a kept index answers like a fresh one, and a changed text is indexed anew", () => {
    const first = rankByRelevance(docs, "release notes for the contract");
    expect(
      rankByRelevance(
        docs.map((d) => ({ ...d })),
        "release notes for the contract",
      ),
    ).toEqual(first);
    const changed = docs.map((d) =>
      d.id === "e_sql" ? { ...d, text: "Release notes, release notes, release notes." } : d,
    );
    const score = (list: RelevanceDoc[]) => rankByRelevance(list, "release notes").find((r) => r.id === "e_sql")?.score;
    expect(score(docs)).toBe(0);
    expect(score(changed)).toBeGreaterThan(0);
    expect(score(docs)).toBe(0);
  });

  test("ids come from the documents as given, not from the kept index", () => {
    const renamed = docs.map((d, i) => ({ ...d, id: `x${i}` }));
    rankByRelevance(docs, "tax");
    expect(at(rankByRelevance(renamed, "tax"), 0).id).toBe("x2");
  });
});

describe("the flat index scores as MiniSearch's BM25+ did", () => {
  // The reference: MiniSearch over the same fields, tokenizer and stemmer, an OR query without prefix or fuzzy.
  function reference(docs: RelevanceDoc[], message: string): Map<number, number> {
    const index = new MiniSearch<{ i: number; name: string; slug: string; text: string }>({
      idField: "i",
      fields: ["name", "slug", "text"],
      tokenize: (t) => tokenize(t),
      processTerm: (t) => processTerm(t),
    });
    index.addAll(docs.map((d, i) => ({ i, name: d.name, slug: d.slug ?? "", text: d.text })));
    const words = [
      ...new Map(
        tokenize(message).flatMap((w) => {
          const t = processTerm(w);
          return t ? [[t, w.toLowerCase()] as const] : [];
        }),
      ).values(),
    ];
    return new Map(
      index
        .search(words.join(" "), { combineWith: "OR", prefix: false, fuzzy: false })
        .map((r) => [r.id as number, r.score]),
    );
  }

  const vocabulary = [
    "contract",
    "review",
    "tax",
    "invoice",
    "release",
    "notes",
    "audit",
    "security",
    "pipeline",
    "deploy",
    "report",
    "sql",
    "query",
    "lease",
    "clause",
  ];
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const phrase = (words: number) =>
    Array.from({ length: words }, () => vocabulary[random(vocabulary.length)]).join(" ");
  const docs: RelevanceDoc[] = Array.from({ length: 300 }, (_, i) => ({
    id: `e_${i}`,
    name: phrase(1 + random(3)),
    slug: `${phrase(1)}-${i}`,
    text: random(4) === 0 ? "" : phrase(3 + random(12)),
  }));

  test.each([
    "review the contract clause",
    "tax invoice audit report",
    "security",
    "deploy the release pipeline and its notes",
    "nothing matches here",
  ])("%s", (message) => {
    const expected = reference(docs, message);
    const ranked = rankPositions(docs, message);
    for (const r of ranked) expect(r.score).toBe(expected.get(r.index) ?? 0);
    const order = [...docs.keys()].sort((a, b) => (expected.get(b) ?? 0) - (expected.get(a) ?? 0) || a - b);
    expect(ranked.map((r) => r.index)).toEqual(order);
  });
});
