#!/usr/bin/env bash
# Writes a local .env with fresh secrets the first time; an existing .env or exported variables are kept.
set -euo pipefail
if [ -f .env ]; then exit 0; fi
secret() { node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))'; }
cat > .env <<ENV
# Local settings, created by npm run setup. Exported variables take precedence.
NEXTAUTH_SECRET=$(secret)
HARNESS_TOKEN=$(secret)
NEXTAUTH_URL=http://localhost:${PORT:-3000}
ENV
echo "Wrote .env with a new NEXTAUTH_SECRET and HARNESS_TOKEN."
