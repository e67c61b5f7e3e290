// npm run api-key -- create --user <email> [--runtime] [--name <name>] [--scopes a,b] [--expires <ISO date>]
//                  | revoke <prefix> | list [--user <email>]
// For operations and tests (rules §12): a created key is printed once and never again.
import { API_KEY_SCOPES, type ApiKeyScope } from "../lib/domain/api-keys";
import {
  createKeyForOperator,
  listAllKeys,
  revokeKeyByPrefix,
  type ApiKeySummary,
} from "../lib/server/api-keys/manage";
import { AppError } from "../lib/server/errors";

const USAGE =
  "Usage: npm run api-key -- create --user <email> [--runtime] [--name <name>] [--scopes harness:read,harness:delegate,metrics:read] [--expires <date>]\n" +
  "       npm run api-key -- revoke <prefix>\n       npm run api-key -- list [--user <email>]";

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function scopesOf(text: string | undefined): ApiKeyScope[] {
  if (text === undefined) return ["harness:read", "harness:delegate"];
  const words = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = words.filter((w) => !(API_KEY_SCOPES as readonly string[]).includes(w));
  if (unknown.length) throw new Error(`Unknown scope ${unknown.join(", ")}: use ${API_KEY_SCOPES.join(", ")}.`);
  return words as ApiKeyScope[];
}

const line = (k: ApiKeySummary) =>
  [
    k.prefix,
    k.kind,
    k.state,
    k.owner,
    k.scopes.join(","),
    `last used ${k.lastUsedAt?.toISOString() ?? "never"}`,
    JSON.stringify(k.name),
  ].join("\t");

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === "create") {
    const email = option(rest, "--user");
    if (!email) throw new Error(`create needs --user <email>.\n${USAGE}`);
    const expires = option(rest, "--expires");
    const expiresAt = expires === undefined ? null : new Date(expires);
    if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new Error(`--expires ${expires} is not a date.`);
    const kind = rest.includes("--runtime") ? "runtime" : "personal";
    const created = await createKeyForOperator(email, kind, {
      name: option(rest, "--name") ?? `${kind} key`,
      scopes: scopesOf(option(rest, "--scopes")),
      expiresAt,
    });
    console.log(created.key);
    console.error(`Created ${line(created.summary)}. The key is shown once: keep it now.`);
  } else if (command === "revoke") {
    if (!rest[0]) throw new Error(`revoke needs the key's prefix.\n${USAGE}`);
    console.log(line(await revokeKeyByPrefix(rest[0])));
  } else if (command === "list") {
    for (const key of await listAllKeys("operator", option(rest, "--user"))) console.log(line(key));
  } else {
    throw new Error(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
  process.exit(0);
} catch (error) {
  console.error(error instanceof AppError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
