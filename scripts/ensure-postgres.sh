#!/usr/bin/env bash
# The PostgreSQL test run needs Debian's PostgreSQL server binaries; install them when missing and we are root.
set -euo pipefail
# POSTGRES_BINDIR names the folder of initdb and pg_ctl when they are somewhere else.
found() {
  if [ -n "${POSTGRES_BINDIR:-}" ]; then [ -x "$POSTGRES_BINDIR/initdb" ]; return; fi
  command -v initdb >/dev/null || compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null
}
if found; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's postgresql for the PostgreSQL test run…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  found && exit 0
fi
echo "The PostgreSQL test run needs the PostgreSQL server (initdb, pg_ctl): install the Debian package \"postgresql\" (sudo apt-get install postgresql) and run npm test again." >&2
exit 1
