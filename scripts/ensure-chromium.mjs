// Makes sure Debian's Chromium is there for the browser tests; Playwright never downloads a browser here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium is missing at ${CHROMIUM}: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests (apt-get install -y chromium)...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error('Installing chromium with apt-get failed: install it by hand (apt-get install -y chromium) and run npm test again.');
    process.exit(1);
  }
}
