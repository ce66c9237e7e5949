#!/usr/bin/env bash
# The whole test suite: installs what the tests need that npm cannot (Debian's browsers), then `npm run verify`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium for the journeys (Playwright cannot download browsers here), Firefox ESR and WebKitGTK (its
# WebDriver, which brings MiniBrowser, and a virtual display for it) for the same journeys in every browser
# (e2e/browsers/), and nginx for the shared-cache journey, each only when missing.
missing=""
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing="$missing chromium"
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing="$missing firefox-esr"
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing="$missing webkit2gtk-driver"
command -v xvfb-run >/dev/null || missing="$missing xvfb"
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
