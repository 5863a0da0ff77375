#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the API suite's second run (CI), installing
# Debian's postgresql when missing. Prints the DATABASE_URL on stdout; `stop-test-postgres.sh` ends it.
# Trust authentication is acceptable only because the server listens on loopback and lives for one run.
# The test role may end other sessions (pg_signal_backend): each test file drops its database WITH (FORCE),
# which must also end a backend the server itself runs there (an autovacuum worker), or the drop fails.
set -euo pipefail
PORT="${TEST_POSTGRES_PORT:-54329}"
STATE_FILE="${TMPDIR:-/tmp}/marketplace-test-postgres.dir"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
fi
BIN="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"

DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/marketplace-pg-XXXXXX")"
chown postgres:postgres "$DATA_DIR"
echo "$DATA_DIR" > "$STATE_FILE"
as_postgres() { runuser -u postgres -- "$@"; }

as_postgres "$BIN/initdb" -D "$DATA_DIR/data" --auth=trust --username=postgres --encoding=UTF8 >/dev/null
as_postgres "$BIN/pg_ctl" -D "$DATA_DIR/data" -l "$DATA_DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DATA_DIR -c fsync=off" start >&2
as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -v ON_ERROR_STOP=1 -q \
  -c "CREATE ROLE marketplace LOGIN CREATEDB" -c "CREATE DATABASE marketplace OWNER marketplace" \
  -c "GRANT pg_signal_backend TO marketplace" >&2

echo "postgres://marketplace@127.0.0.1:$PORT/marketplace"
