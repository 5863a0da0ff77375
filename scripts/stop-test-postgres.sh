#!/usr/bin/env bash
# Stops the server `start-test-postgres.sh` started and removes its data.
set -euo pipefail
STATE_FILE="${TMPDIR:-/tmp}/marketplace-test-postgres.dir"
[ -f "$STATE_FILE" ] || exit 0
DATA_DIR="$(cat "$STATE_FILE")"
BIN="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")"
runuser -u postgres -- "$BIN/pg_ctl" -D "$DATA_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
rm -rf "$DATA_DIR" "$STATE_FILE"
