#!/usr/bin/env bash
# Starts a throwaway PostgreSQL from Debian's packages on 127.0.0.1 for the server's test suite.
#   eval "$(apps/server/scripts/ci-postgres.sh start)"   # prints: export SERVER_TEST_DATABASE_URL=…
#   apps/server/scripts/ci-postgres.sh stop
# Idempotent: a cluster left by an earlier run is stopped and recreated. Progress goes to stderr,
# only the export line goes to stdout. Fails with a clear message when it cannot.
set -euo pipefail

DIR="${SMARTCLASS_PG_DIR:-${TMPDIR:-/tmp}/smartclass-ci-postgres}"
say() { echo "ci-postgres: $*" >&2; }
fail() {
  say "ERROR: $*"
  exit 1
}

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# Runs a PostgreSQL command as the cluster's owner (postgres refuses to run as root).
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop_cluster() {
  local bin
  bin="$(find_bin)"
  if [ -n "$bin" ] && [ -f "$DIR/data/postmaster.pid" ]; then
    as_owner "$bin/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
}

case "${1:-start}" in
stop)
  stop_cluster
  rm -rf "$DIR"
  say "stopped"
  exit 0
  ;;
start) ;;
*) fail "usage: $0 start|stop" ;;
esac

BIN="$(find_bin)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing Debian's postgresql package (apt-get install -y postgresql)…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2 || fail "apt-get update failed"
    apt-get install -y -qq --no-install-recommends postgresql >&2 || fail "apt-get install postgresql failed"
    BIN="$(find_bin)"
  fi
  [ -n "$BIN" ] || fail "PostgreSQL is not installed and cannot be installed here (need root and apt-get): install 'postgresql' and retry"
fi
# Debian's package starts its own cluster on 5432; ours is separate, so that one may stay or go.

stop_cluster
rm -rf "$DIR"
mkdir -p "$DIR"
PASSWORD="$(node -e 'process.stdout.write(require("crypto").randomBytes(18).toString("hex"))')"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')"
printf '%s\n' "$PASSWORD" >"$DIR/pwfile"
chmod 600 "$DIR/pwfile"
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || fail "the postgres system user is missing (is the postgresql package installed?)"
  chown -R postgres: "$DIR"
fi

say "initdb in $DIR/data (PostgreSQL $(basename "$(dirname "$BIN")"))"
as_owner "$BIN/initdb" -D "$DIR/data" -U smartclass --pwfile="$DIR/pwfile" -A scram-sha-256 -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 ||
  fail "initdb failed: $(tail -n 5 "$DIR/initdb.log")"
rm -f "$DIR/pwfile"
say "starting on 127.0.0.1:$PORT"
as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >&2 ||
  fail "the server did not start: $(tail -n 5 "$DIR/server.log")"
PGPASSWORD="$PASSWORD" "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U smartclass smartclass ||
  fail "createdb failed"
say "ready"
echo "export SERVER_TEST_DATABASE_URL=postgres://smartclass:$PASSWORD@127.0.0.1:$PORT/smartclass"
