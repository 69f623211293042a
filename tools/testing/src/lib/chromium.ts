/**
 * Debian's Chromium (Playwright cannot download browsers here; `tools/scripts/ensure-chromium.mjs`
 * installs it), with the flags this machine needs (TOOLCHAIN.md gotcha 12). The e2e suite, the
 * gates' Playwright runs and Lighthouse's chrome-launcher all start it the same way.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's launch options for it (`chromium.launch(…)`, `use.launchOptions`). */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
