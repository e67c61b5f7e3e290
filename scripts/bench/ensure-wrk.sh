#!/usr/bin/env bash
# bench:api's throughput runs use wrk (Debian's "wrk"): installed when missing and we are root;
# without it they fall back to autocannon, which takes more of the machine's CPU per request.
set -uo pipefail
command -v wrk >/dev/null && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's wrk for bench:api…" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null && exit 0
fi
echo "wrk is not installed (Debian package \"wrk\"): the throughput runs use autocannon instead." >&2
exit 0
