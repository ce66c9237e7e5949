#!/usr/bin/env bash
# The whole test suite: installs what the tests need that npm cannot (Debian's Chromium), then `npm run verify`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium for the journeys (Playwright cannot download browsers here) and nginx for the shared-cache
# journey, each only when missing.
missing=""
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing="$missing chromium"
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing="$missing nginx"
if [ -n "$missing" ]; then
  echo "Installing Debian's$missing for the browser tests…"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
fi

export NEXT_TELEMETRY_DISABLED=1
npm run verify
