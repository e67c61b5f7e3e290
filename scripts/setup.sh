#!/usr/bin/env bash
# One command from a fresh clone to a running app: install, migrate, seed the demo workspace
# when the database is empty, build, start.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
port="${PORT:-3000}"
bash scripts/ensure-deps.sh
bash scripts/ensure-env.sh
npm run --silent db:deploy
npm run --silent seed -- prisma/workspaces/demo.json --if-empty
npx next build
cat <<MSG

Expert Studio is starting on http://localhost:${port}
Demo sign-ins (password: demo-password-1):
  admin@example.com   admin
  alice@example.com   creator
  bob@example.com     user with a delegation whitelist
Harness API token: see HARNESS_TOKEN in .env

MSG
exec npx tsx server.ts -p "$port"
