// First-load JavaScript per page of the last `next build`, gzip-compressed, read from the build's own
// manifests (nothing is started): exactly the <script src> tags Next serves in a page's HTML, i.e. the
// legacy-browser polyfills, the root scripts and the client chunks of each segment of the route
// (layout, error and not-found boundaries, page). 1 kB = 1024 bytes, as the figures were taken.
// Usage: npm run size:pages [-- --json]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

export const EDITOR_ROUTE = "/studio/[expertId]";
export const EDITOR_TARGET_BYTES = 200 * 1024;

export type PageSize = { route: string; gzipBytes: number; modernGzipBytes: number; scripts: { file: string; gzipBytes: number }[] };
type BuildManifest = { polyfillFiles: string[]; rootMainFiles: string[] };
type ClientManifest = { entryJSFiles?: Record<string, string[]> };

/** Every app page of the build with the scripts it loads first and their gzip total. */
export function measurePages(nextDir: string): PageSize[] {
  const build = readJson<BuildManifest>(path.join(nextDir, "build-manifest.json"));
  const appPaths = readJson<Record<string, string>>(path.join(nextDir, "server", "app-paths-manifest.json"));
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(nextDir, file))).length);
    return gzipCache.get(file)!;
  };
  const pages: PageSize[] = [];
  for (const entry of Object.keys(appPaths)) {
    if (!entry.endsWith("/page")) continue; // route handlers load no JavaScript
    const route = entry === "/page" ? "/" : entry.slice(0, -"/page".length);
    if (route === "/_global-error") continue;
    const files = new Set([...build.polyfillFiles, ...build.rootMainFiles]);
    for (const chunks of Object.values(clientManifest(nextDir, entry).entryJSFiles ?? {})) for (const f of chunks) files.add(f);
    const scripts = [...files].map((file) => ({ file, gzipBytes: gzipSize(file) }));
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    // Modern browsers skip the noModule polyfills, so that figure is given too.
    const polyfills = scripts.filter((s) => build.polyfillFiles.includes(s.file)).reduce((sum, s) => sum + s.gzipBytes, 0);
    pages.push({ route, gzipBytes: total, modernGzipBytes: total - polyfills, scripts });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

// Next writes each route's client reference manifest as a script that assigns a global.
function clientManifest(nextDir: string, entry: string): ClientManifest {
  const file = path.join(nextDir, "server", "app", `${entry}_client-reference-manifest.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`next build\` first.`);
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, ClientManifest> } };
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  const manifest = sandbox.globalThis.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`${file} does not describe ${entry}: rebuild with \`next build\`.`);
  return manifest;
}

function readJson<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`next build\` first.`);
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function formatReport(pages: PageSize[]): string {
  const width = Math.max(4, ...pages.map((p) => p.route.length));
  const lines = [
    `First-load JavaScript per page, gzip (1 kB = 1024 B); "modern" leaves out the noModule polyfills.`,
    `${"page".padEnd(width)}  ${"all".padStart(9)}  ${"modern".padStart(9)}  scripts`,
  ];
  for (const p of pages) {
    const margin = EDITOR_TARGET_BYTES - p.gzipBytes;
    const verdict = margin >= 0 ? `met, ${kB(margin)} to spare` : `over by ${kB(-margin)}`;
    const target = p.route === EDITOR_ROUTE ? `  target ${kB(EDITOR_TARGET_BYTES)} for all: ${verdict}` : "";
    lines.push(`${p.route.padEnd(width)}  ${kB(p.gzipBytes).padStart(9)}  ${kB(p.modernGzipBytes).padStart(9)}  ${String(p.scripts.length).padStart(7)}${target}`);
  }
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const pages = measurePages(path.join(process.cwd(), ".next"));
    console.log(process.argv.includes("--json") ? JSON.stringify(pages, null, 2) : formatReport(pages));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
