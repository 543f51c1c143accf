#!/usr/bin/env bash
# The browser tests and the bench drive Debian's Chromium, and the deployment test runs Debian's nginx.
# Install what is missing when we are root; otherwise say exactly what to install. Never skip a test.
set -euo pipefail

browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$browser" ] || missing+=(chromium)
[ -x "$nginx" ] || missing+=(nginx-light)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages the tests and the bench need: ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  [ -x "$browser" ] && [ -x "$nginx" ] && exit 0
fi

echo "The tests and the bench need Chromium at $browser and nginx at $nginx." >&2
echo "Install them with: sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
echo "(or set CHROMIUM_PATH / NGINX_PATH to binaries elsewhere)." >&2
exit 1
