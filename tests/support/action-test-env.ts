import { afterAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test-db";

export const TEST_HARNESS_TOKEN = "test-harness-token-0123456789";

/**
 * A migrated test database of the file's own (loaded with the demo workspace,
 * prisma/workspaces/demo.json, unless "empty"), with the environment the server code reads; it is
 * removed after the file's tests. Await it at the top of a test file, then import the modules
 * under test dynamically: they read DATABASE_URL when first loaded.
 */
export async function testDatabaseForFile(contents: "empty" | "demo" = "demo"): Promise<TestDatabase> {
  const t = await createTestDatabase(contents);
  afterAll(() => t.cleanup());
  process.env.DATABASE_URL = t.url;
  process.env.HARNESS_TOKEN = TEST_HARNESS_TOKEN;
  process.env.NEXTAUTH_SECRET = "test-secret-0123456789-abcdef";
  return t;
}

export const DEMO_VIEWERS = {
  admin: { id: "u_admin", email: "admin@example.com", name: "Studio Admin", role: "admin" as const },
  alice: { id: "u_alice", email: "alice@example.com", name: "Alice Martin", role: "user" as const },
  bob: { id: "u_bob", email: "bob@example.com", name: "Bob Becker", role: "user" as const },
  carol: { id: "u_carol", email: "carol@example.com", name: "Carol Diaz", role: "user" as const },
  dave: { id: "u_dave", email: "dave@example.com", name: "Dave Kim", role: "user" as const },
};
