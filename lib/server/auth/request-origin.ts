import "server-only";
import { headers } from "next/headers";
import { config } from "@/lib/config";
import { addressedHost, isSameOriginRequest } from "@/lib/domain/forwarded";

/** The origin this request was addressed to; only the path of a same-origin return address is kept. */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const trust = config().TRUST_PROXY;
  const proto = trust && h.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${addressedHost(h, trust) ?? "localhost"}`;
}

/** A browser request from this site's own pages (X-Forwarded-Host believed only behind a trusted proxy). */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginRequest(request.headers, config().TRUST_PROXY);
}
