#!/usr/bin/env bash
# Installs node_modules when missing or older than package-lock.json (the postinstall step generates the Prisma client).
set -euo pipefail
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  npm ci --no-audit --no-fund
else
  npm run --silent db:generate >/dev/null
fi
