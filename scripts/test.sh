#!/usr/bin/env bash
# npm test: installs what it needs, then typecheck, lint, the formatter's check, unit + integration tests on SQLite, the
# integration tests again on a throwaway PostgreSQL cluster, one production build, and the
# Playwright suite against that build (its scale-out spec runs two instances on that cluster).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
results=.test-results
rm -rf "$results" && mkdir -p "$results"

bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh

step() { printf '\n== %s\n' "$1"; }
status=0
step "typecheck" && npm run --silent typecheck
step "lint" && npm run --silent lint
step "format" && npm run --silent format:check
step "unit and integration tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || status=1
step "integration tests (PostgreSQL)"
# A throwaway cluster in a temp folder, stopped and deleted however the run ends; the
# end-to-end scale-out spec uses it too.
pg_dir=""
stop_postgres() { if [ -n "$pg_dir" ]; then bash scripts/postgres-cluster.sh stop "$pg_dir"; pg_dir=""; fi; }
trap stop_postgres EXIT
trap 'exit 130' INT TERM
read -r pg_dir pg_url < <(bash scripts/postgres-cluster.sh start) || true
[ -n "${pg_url:-}" ] || { echo "The PostgreSQL test cluster did not start." >&2; exit 1; }
export TEST_DATABASE_SERVER_URL="$pg_url"
TEST_DATABASE_URL="$pg_url" npx vitest run tests/integration tests/migrations.test.ts \
  --reporter=default --reporter=json --outputFile.json="$results/vitest-postgresql.json" || status=1
step "build"
E2E_BUILD=1 npx next build >"$results/build.log" 2>&1 || { cat "$results/build.log"; exit 1; }
tail -n 3 "$results/build.log"
step "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || status=1
node scripts/test-summary.mjs "$results"
exit $status
