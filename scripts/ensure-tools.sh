#!/usr/bin/env bash
# Usage: ensure-tools.sh TOOL… (chromium, nginx, wrk). The browser tests and the bench drive Debian's
# Chromium, the deployment test runs Debian's nginx and the bench loads the server with Debian's wrk.
# Install what is missing when we are root; otherwise say exactly what to install. Never skip a test.
set -euo pipefail

declare -A binary=([chromium]="${CHROMIUM_PATH:-/usr/bin/chromium}" [nginx]="${NGINX_PATH:-/usr/sbin/nginx}" [wrk]="${WRK_PATH:-/usr/bin/wrk}")
declare -A package=([chromium]=chromium [nginx]=nginx-light [wrk]=wrk)
missing=()
for tool in "$@"; do
  [ -n "${binary[$tool]:-}" ] || { echo "ensure-tools.sh: unknown tool '$tool' (chromium, nginx or wrk)" >&2; exit 2; }
  [ -x "${binary[$tool]}" ] || missing+=("$tool")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

packages=()
for tool in "${missing[@]}"; do packages+=("${package[$tool]}"); done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages the tests and the bench need: ${packages[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  still=()
  for tool in "${missing[@]}"; do [ -x "${binary[$tool]}" ] || still+=("$tool"); done
  [ "${#still[@]}" -eq 0 ] && exit 0
fi

for tool in "${missing[@]}"; do echo "Missing: ${binary[$tool]} ($tool)." >&2; done
echo "Install with: sudo apt-get install -y --no-install-recommends ${packages[*]}" >&2
echo "(or set CHROMIUM_PATH / NGINX_PATH / WRK_PATH to binaries elsewhere)." >&2
exit 1
