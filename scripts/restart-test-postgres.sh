#!/usr/bin/env bash
# Restarts the server `start-test-postgres.sh` started (fast mode: open connections are cut, as in a
# crash or a failover), for the API's survive-a-restart check in CI.
set -euo pipefail
STATE_FILE="${TMPDIR:-/tmp}/marketplace-test-postgres.dir"
DATA_DIR="$(cat "$STATE_FILE")"
BIN="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")"
runuser -u postgres -- "$BIN/pg_ctl" -D "$DATA_DIR/data" -l "$DATA_DIR/server.log" -m fast -w restart >/dev/null
