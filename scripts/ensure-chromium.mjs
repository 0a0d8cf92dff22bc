// Browser tests drive Debian's chromium (Playwright's own download is not reachable here).
// Installs it with apt when missing and we are root; otherwise says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM } from './chromium.mjs';

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('chromium is missing: installing it with apt-get (Debian package "chromium")…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
