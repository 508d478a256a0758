// Debian's chromium, as the browser tests and the Lighthouse bench drive it (Playwright cannot
// download browsers here). The flags keep it from reaching the network on its own.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
