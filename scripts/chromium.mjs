// Debian's chromium, as every browser run of this repository starts it (Playwright journeys,
// npm run audit). As root it needs --no-sandbox; without the background-networking flags it keeps
// trying to reach Google's hosts, which this machine's closed network refuses (docs/how-to/tooling.md
// "Traps of the stack").
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
