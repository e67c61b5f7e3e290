import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { validateWorkspace, type ExistingRows } from "./workspace-validation";

const user = (id: string, extra: object = {}) => ({
  id,
  email: `${id}@example.com`,
  name: id,
  password: "password-123",
  ...extra,
});
const expert = (id: string, owner: string, extra: object = {}) => ({
  id,
  slug: id.replace(/_/g, "-"),
  owner,
  name: id,
  ...extra,
});

const base = () => ({
  users: [user("u_a"), user("u_b")],
  experts: [expert("e_1", "u_a"), expert("e_2", "u_a"), expert("e_3", "u_b")],
  access: [{ user: "u_b", expert: "e_1" }],
  policies: [{ user: "u_b", mode: "whitelist", whitelist: ["e_1"] }],
});

describe("validateWorkspace", () => {
  test("accepts a well-formed file and fills defaults", () => {
    const result = validateWorkspace(base());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.workspace.experts[0]).toMatchObject({
      status: "draft",
      delegatable: true,
      defaultModel: "claude-sonnet-4",
      subagents: [],
    });
    expect(at(result.workspace.users, 0).role).toBe("user");
  });

  test.each([
    [
      "an expert owner that is no user",
      (w: ReturnType<typeof base>) => {
        at(w.experts, 2).owner = "u_x";
      },
      "experts[2].owner: no user u_x",
    ],
    [
      "a missing email",
      (w: ReturnType<typeof base>) => {
        delete (w.users[1] as Partial<ReturnType<typeof user>>).email;
      },
      "users[1].email:",
    ],
    [
      "a bad email",
      (w: ReturnType<typeof base>) => {
        at(w.users, 0).email = "not-an-email";
      },
      "users[0].email: must be an email address",
    ],
    [
      "an unknown role",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.users, 0), { role: "root" });
      },
      "users[0].role:",
    ],
    [
      "a short password",
      (w: ReturnType<typeof base>) => {
        at(w.users, 0).password = "short";
      },
      "users[0].password: must be at least 8 characters",
    ],
    [
      "a duplicate user id",
      (w: ReturnType<typeof base>) => {
        w.users.push(user("u_a", { email: "other@example.com" }));
      },
      "users[2].id: duplicate id u_a",
    ],
    [
      "a duplicate email",
      (w: ReturnType<typeof base>) => {
        at(w.users, 1).email = "u_a@example.com";
      },
      "users[1].email: u_a@example.com belongs to user u_a",
    ],
    [
      "a bad slug",
      (w: ReturnType<typeof base>) => {
        at(w.experts, 1).slug = "Not A Slug";
      },
      "experts[1].slug: must be lower-case",
    ],
    [
      "a duplicate slug",
      (w: ReturnType<typeof base>) => {
        at(w.experts, 1).slug = "e-1";
      },
      "experts[1].slug: e-1 is used by expert e_1",
    ],
    [
      "an unknown plugin",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 0), { plugins: ["github", "gitlab"] });
      },
      "experts[0].plugins[1]: must be one of",
    ],
    [
      "an unknown default model",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 0), { defaultModel: "gpt-2" });
      },
      "experts[0].defaultModel:",
    ],
    [
      "a bad status",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 0), { status: "live" });
      },
      "experts[0].status:",
    ],
    [
      "subagents that are not a list",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 0), { subagents: { name: "x" } });
      },
      "experts[0].subagents:",
    ],
    [
      "a bad team guard mode",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 0), { teamGuard: { mode: "strict" } });
      },
      "experts[0].teamGuard.mode:",
    ],
    [
      "access for an unknown user",
      (w: ReturnType<typeof base>) => {
        at(w.access, 0).user = "u_z";
      },
      "access[0].user: no user u_z",
    ],
    [
      "access to an unknown expert",
      (w: ReturnType<typeof base>) => {
        at(w.access, 0).expert = "e_z";
      },
      "access[0].expert: no expert e_z",
    ],
    [
      "a policy for an unknown user",
      (w: ReturnType<typeof base>) => {
        at(w.policies, 0).user = "u_z";
      },
      "policies[0].user: no user u_z",
    ],
    [
      "a bad policy mode",
      (w: ReturnType<typeof base>) => {
        at(w.policies, 0).mode = "some";
      },
      "policies[0].mode:",
    ],
    [
      "two policies for one user",
      (w: ReturnType<typeof base>) => {
        w.policies.push({ user: "u_b", mode: "all", whitelist: [] });
      },
      "policies[1].user: a second policy for u_b",
    ],
  ])("names the path of %s", (_case, mutate, expected) => {
    const file = base();
    mutate(file);
    const result = validateWorkspace(file);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.startsWith(expected)).toBe(true);
  });

  test.each([
    [
      "a user's name",
      (w: ReturnType<typeof base>) => {
        at(w.users, 1).name = "Bo\udc00b";
      },
      "users[1].name",
      3,
    ],
    [
      "a description",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 2), { description: "Helps \ud800" });
      },
      "experts[2].description",
      7,
    ],
    [
      "a spec's tool, however deep",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 0), { subagents: [{}, { name: "x", tools: ["read", "\udbff"] }] });
      },
      "experts[0].subagents[1].tools[1]",
      1,
    ],
    [
      "a key the schema does not know",
      (w: ReturnType<typeof base>) => {
        Object.assign(at(w.experts, 0), { "x\ud800": 1 });
      },
      "experts[0].x\ud800",
      2,
    ],
  ])("refuses a lone surrogate in %s with the Studio's sentence and its path", (_case, mutate, path, position) => {
    const file = base();
    mutate(file);
    expect(validateWorkspace(file)).toEqual({
      ok: false,
      error: `${path}: Character ${position} is half of a character pair (a lone UTF-16 surrogate) and cannot be stored as written; delete or retype it.`,
    });
  });

  test("a file that is not an object names the file", () => {
    expect(validateWorkspace([1, 2])).toEqual({ ok: false, error: expect.stringMatching(/^\(file\): /) });
  });

  test("keeps what the UI would not create: malformed specs, long whitelists, unknown handles", () => {
    const file = base();
    Object.assign(at(file.experts, 0), {
      subagents: ["not an object", { name: "x y" }, 42],
      disabledBuiltins: ["Legacy-Linter"],
    });
    at(file.policies, 0).whitelist = Array.from({ length: 12 }, (_, i) => `e_${i}`);
    const result = validateWorkspace(file);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(at(result.workspace.experts, 0).subagents).toEqual(["not an object", { name: "x y" }, 42]);
    expect(at(result.workspace.policies, 0).whitelist).toHaveLength(12);
  });

  test("references may point at rows already in the database", () => {
    const existing: ExistingRows = {
      userIds: new Set(["u_db"]),
      emailsById: new Map([["db@example.com", "u_db"]]),
      expertIds: new Set(["e_db"]),
      slugsById: new Map([["taken", "e_db"]]),
    };
    const ok = validateWorkspace(
      { experts: [expert("e_new", "u_db")], access: [{ user: "u_db", expert: "e_db" }] },
      existing,
    );
    expect(ok.ok).toBe(true);
    const clash = validateWorkspace({ experts: [expert("e_new", "u_db", { slug: "taken" })] }, existing);
    expect(clash).toEqual({ ok: false, error: "experts[0].slug: taken is used by expert e_db" });
  });
});
