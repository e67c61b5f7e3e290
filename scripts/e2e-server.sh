#!/usr/bin/env bash
# The end-to-end server: a fresh database with the demo workspace, then the built app.
set -euo pipefail
db_file="${DATABASE_URL#file:}"
mkdir -p "$(dirname "$db_file")"
rm -f "$db_file" "$db_file-wal" "$db_file-shm"
npx tsx scripts/db-deploy.ts
npx tsx scripts/seed.ts prisma/workspaces/demo.json
exec npx tsx server.ts -p "${E2E_PORT:?E2E_PORT is set by playwright.config.ts}"
