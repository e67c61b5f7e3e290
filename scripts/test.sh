#!/usr/bin/env bash
# npm test: installs what it needs, then typecheck, lint, unit + integration tests, one
# production build, and the Playwright suite against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
results=.test-results
rm -rf "$results" && mkdir -p "$results"

bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh

step() { printf '\n== %s\n' "$1"; }
status=0
step "typecheck" && npm run --silent typecheck
step "lint" && npm run --silent lint
step "unit and integration tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1
step "build"
E2E_BUILD=1 npx next build >"$results/build.log" 2>&1 || { cat "$results/build.log"; exit 1; }
tail -n 3 "$results/build.log"
step "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || status=1
node scripts/test-summary.mjs "$results"
exit $status
