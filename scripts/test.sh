#!/usr/bin/env bash
# The whole test suite: installs what the tests need that npm cannot (Debian's Chromium), then `npm run verify`.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the browser tests (Playwright cannot download browsers here)…"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

export NEXT_TELEMETRY_DISABLED=1
npm run verify
