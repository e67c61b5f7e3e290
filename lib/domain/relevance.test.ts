import { describe, expect, test } from "vitest";
import { rankByRelevance, type RelevanceDoc } from "./relevance";
import { processTerm, terms, tokenize } from "./text-terms";

const BOOKKEEPING =
  "Handles bookkeeping and tax questions for small businesses in mainland China. Accepts: bank statements, scanned invoices, " +
  "prior-period ledgers, specific tax policy questions. Produces: categorized ledgers, tax risk checklists, filing guidance.";

const docs: RelevanceDoc[] = [
  { id: "e_sql", name: "SQL Analyst", slug: "sql-analyst", text: "Writes and explains SQL queries against a described schema." },
  { id: "e_contract", name: "Contract Reviewer", slug: "contract-review", text: "Reviews NDAs and service agreements for risky clauses." },
  { id: "e_tax", name: "Tax Helper", slug: "tax-helper", text: BOOKKEEPING },
  { id: "e_notes", name: "Release Notes Writer", slug: "release-notes-writer", text: "Turns merged pull requests into release notes." },
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

  test("stopwords are dropped", () => expect(terms("Please review the contract for me")).toEqual(["review", "contract"]));
});

describe("rankByRelevance", () => {
  test("a message naming a brief's key terms ranks it first, with the words that matched", () => {
    const ranked = rankByRelevance(docs, "I need filing guidance from my bank statements and scanned invoices");
    expect(ranked[0]).toMatchObject({ id: "e_tax", rank: 1, matchedTerms: ["filing", "guidance", "bank", "statements", "scanned", "invoices"] });
    expect(ranked[0].score).toBeGreaterThan(0);
    expect(ranked.slice(1).every((r) => r.score === 0)).toBe(true);
  });

  test.each([
    ["contracts (plural, lower case)", "check these contracts"],
    ["Contract (capitalised)", "Contract please"],
    ["contract-review (the slug as typed)", "ask contract-review"],
    ["REVIEWING (another form, upper case)", "REVIEWING"],
  ])("stemming and case: %s meets contract-review", (_label, message) => {
    expect(rankByRelevance(docs, message)[0].id).toBe("e_contract");
  });

  test("matched terms are the message's own words, lower-cased, each once", () => {
    const [first] = rankByRelevance(docs, "Contracts, contract, CONTRACT: review them");
    expect(first.matchedTerms).toEqual(["contracts", "review"]);
  });

  test("a term in name, slug and brief outweighs one in the brief alone", () => {
    const ranked = rankByRelevance(docs, "release notes");
    expect(ranked[0].id).toBe("e_notes");
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
    const odd = [{ id: "x", name: "Tax", text: "tax" }, { id: "x", name: "Tax", text: "tax tax" }, null, { id: 5 }] as unknown as RelevanceDoc[];
    const ranked = rankByRelevance(odd, "tax");
    expect(ranked).toHaveLength(4);
    expect(ranked.filter((r) => r.score > 0)).toHaveLength(2);
    expect(rankByRelevance(undefined as unknown as RelevanceDoc[], "tax")).toEqual([]);
  });

  test("a kept index answers like a fresh one, and a changed text is indexed anew", () => {
    const first = rankByRelevance(docs, "release notes for the contract");
    expect(rankByRelevance(docs.map((d) => ({ ...d })), "release notes for the contract")).toEqual(first);
    const changed = docs.map((d) => (d.id === "e_sql" ? { ...d, text: "Release notes, release notes, release notes." } : d));
    const score = (list: RelevanceDoc[]) => rankByRelevance(list, "release notes").find((r) => r.id === "e_sql")?.score;
    expect(score(docs)).toBe(0);
    expect(score(changed)).toBeGreaterThan(0);
    expect(score(docs)).toBe(0);
  });

  test("ids come from the documents as given, not from the kept index", () => {
    const renamed = docs.map((d, i) => ({ ...d, id: `x${i}` }));
    rankByRelevance(docs, "tax");
    expect(rankByRelevance(renamed, "tax")[0].id).toBe("x2");
  });
});
