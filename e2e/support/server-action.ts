import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";

type Manifest = { node: Record<string, { filename: string; exportedName: string }> };

/** The id of a server action in the built app, to call it the way a hand-crafted POST would. */
export function serverActionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as Manifest;
  const found = Object.entries(manifest.node).find(([, v]) => v.filename === filename && v.exportedName === exportedName);
  if (!found) throw new Error(`No server action ${exportedName} in ${filename}: build the app first`);
  return found[0];
}

/** Posts straight to a server action (no form, no page check in between) and returns the raw response text. */
export async function callServerAction(request: APIRequestContext, pageUrl: string, actionId: string, args: unknown[]) {
  const response = await request.post(pageUrl, {
    headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
    data: JSON.stringify(args),
  });
  return { status: response.status(), text: await response.text() };
}
