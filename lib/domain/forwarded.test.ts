import { expect, test } from "vitest";
import { addressedHost, isSameOriginRequest, trustsProxy, withoutProxySetHeaders } from "./forwarded";

const h = (entries: Record<string, string>) => new Headers(entries);

test("X-Forwarded-Host decides only behind a trusted proxy", () => {
  const headers = h({ host: "studio.example", "x-forwarded-host": "evil.example" });
  expect(addressedHost(headers, false)).toBe("studio.example");
  expect(addressedHost(headers, true)).toBe("evil.example");
  expect(
    isSameOriginRequest(
      h({ host: "studio.example", "x-forwarded-host": "evil.example", origin: "http://evil.example" }),
      false,
    ),
  ).toBe(false);
  expect(
    isSameOriginRequest(
      h({ host: "studio.example", "x-forwarded-host": "evil.example", origin: "http://evil.example" }),
      true,
    ),
  ).toBe(true);
  expect(isSameOriginRequest(h({ host: "studio.example", origin: "http://studio.example" }), false)).toBe(true);
  expect(isSameOriginRequest(h({ host: "studio.example" }), false)).toBe(true);
  expect(isSameOriginRequest(h({ host: "studio.example", origin: "not a url" }), false)).toBe(false);
});

test("TRUST_PROXY is true only when set to true or 1", () => {
  expect([undefined, "", "false", "0", "yes"].map(trustsProxy)).toEqual([false, false, false, false, false]);
  expect(["true", "1", " TRUE "].map(trustsProxy)).toEqual([true, true, true]);
});

test("a proxy's headers are dropped from a raw header list, whatever their case; the rest kept in order", () => {
  const raw = [
    "Host",
    "studio.example",
    "X-Forwarded-For",
    "203.0.113.9",
    "accept",
    "*/*",
    "x-forwarded-host",
    "evil.example",
    "X-Real-IP",
    "203.0.113.9",
    "Forwarded",
    "for=1.2.3.4",
    "X-Forwarded-Proto",
    "https",
    "cookie",
    "a=b",
  ];
  expect(withoutProxySetHeaders(raw)).toEqual(["Host", "studio.example", "accept", "*/*", "cookie", "a=b"]);
  expect(withoutProxySetHeaders([])).toEqual([]);
});
