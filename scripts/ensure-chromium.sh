#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (never a browser download). Install it when missing,
# with CJK fonts so pages in ja, ko and zh render real glyphs in screenshots.
set -euo pipefail
# No `grep -q` on a pipe here: its early exit would fail the pipeline under pipefail.
if command -v chromium >/dev/null 2>&1 && [ -n "$(fc-list 2>/dev/null | grep -i 'Noto Sans CJK')" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium fonts-noto-cjk'" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
chromium --version
