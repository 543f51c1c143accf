#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when it is missing and we are root;
# otherwise say exactly what to install. Never skip the browser tests.
set -euo pipefail

browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  [ -x "$browser" ] && exit 0
fi

echo "The browser tests need Chromium at $browser." >&2
echo "Install it with: sudo apt-get install -y --no-install-recommends chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium or Chrome binary)." >&2
exit 1
