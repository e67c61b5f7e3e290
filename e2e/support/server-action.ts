import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

type Manifest = { node: Record<string, { filename?: string; exportedName?: string }> };

/** The id Next.js gave a server action in the built app (`E2E_BUILD=1 npx next build`). */
export function serverActionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), ".next", "server", "server-reference-manifest.json"), "utf8"),
  ) as Manifest;
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.filename === filename && v.exportedName === exportedName,
  );
  if (!entry) throw new Error(`No server action ${exportedName} in ${filename}: build the app first.`);
  return entry[0];
}

/**
 * Calls a server action the way a hand-made POST would, bypassing every page and form check, so a
 * test proves the action itself authenticates and validates. Returns the raw response text.
 */
export async function callServerAction(
  request: APIRequestContext,
  pageUrl: string,
  actionId: string,
  args: unknown[],
): Promise<string> {
  const response = await request.post(pageUrl, {
    headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
    data: JSON.stringify(args),
    maxRedirects: 0,
  });
  return response.text();
}
