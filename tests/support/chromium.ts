import fs from 'node:fs';

// Debian's Chromium, as the benches drive it (Playwright cannot download browsers here). The flags
// keep it from reaching the network on its own.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run in Debian's chromium-headless-shell: Chromium's headless build, the one
 * Playwright itself runs headless tests in. On a two-core machine it opened a context with a page
 * in 211 ms against the full browser's 596, and a fresh visitor's page loaded in 803 ms against
 * 1,808. The benches that measure what a visitor's browser does (Lighthouse, main-thread) keep the
 * full browser, as do the tests that need one of its features (the back/forward cache). Where
 * there is no headless shell (not Debian), the tests run in CHROMIUM_PATH's browser.
 */
const debianHeadlessShell = '/usr/bin/chromium-headless-shell';
export const testChromiumPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? (fs.existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
