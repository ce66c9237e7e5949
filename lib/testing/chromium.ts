/** Debian's Chromium: Playwright and Lighthouse cannot download browsers here (docs/development.md "Toolchain"). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without background networking off, Chromium keeps trying Google's hosts, which this network refuses. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
