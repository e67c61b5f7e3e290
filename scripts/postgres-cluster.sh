#!/usr/bin/env bash
# A throwaway PostgreSQL cluster in a temp folder on a free port, for the tests and benchmarks.
#   start      creates and starts one; prints "<folder> <url>"
#   stop DIR   stops it and deletes the folder (safe to call twice, or on a half-started one)
set -euo pipefail

bindir() {
  if [ -n "${POSTGRES_BINDIR:-}" ]; then echo "$POSTGRES_BINDIR"; return; fi
  if command -v initdb >/dev/null; then dirname "$(command -v initdb)"; return; fi
  local dirs=(/usr/lib/postgresql/*/bin)
  [ -x "${dirs[-1]}/initdb" ] || { echo "PostgreSQL's initdb was not found: install the Debian package \"postgresql\"." >&2; exit 1; }
  printf '%s\n' "${dirs[@]}" | sort -V | tail -n 1
}

# initdb refuses to run as root: the cluster then belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin="$(bindir)"
    dir="$(mktemp -d "${TMPDIR:-/tmp}/es-pg-XXXXXX")"
    chmod 755 "$dir"
    [ "$(id -u)" = "0" ] && chown postgres "$dir"
    # A half-started cluster is stopped and removed, so a failed start leaves nothing behind.
    started=""
    trap '[ -n "$started" ] || bash "$0" stop "$dir"' EXIT
    # stdout.write, not console.log: under FORCE_COLOR console.log colours the number.
    port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')"
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    # Throwaway data: durability off makes the suite faster; max_connections covers parallel test files.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
      "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    started=1
    echo "$dir postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="${2:?usage: postgres-cluster.sh stop DIR}"
    if [ -d "$dir/data" ]; then as_owner "$(bindir)/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres-cluster.sh start | stop DIR" >&2
    exit 2
    ;;
esac
