// Makes sure the programs the browser tests use are there: Debian's Chromium (required; Playwright never
// downloads a browser here) and Debian's librsvg, whose rsvg-convert checks the exported SVG (optional:
// without it that check is skipped with one line).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
let updated = false;

/** Installs a Debian package with apt-get; false where that cannot be done. */
function aptInstall(name) {
  if (!canInstall) return false;
  console.log(`Installing Debian ${name} for the browser tests (apt-get install -y ${name})...`);
  try {
    if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    updated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return true;
  } catch {
    return false;
  }
}

const onPath = (command) => {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (!existsSync(CHROMIUM) && !aptInstall('chromium')) {
  console.error(`Chromium is missing at ${CHROMIUM}: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`);
  process.exit(1);
}
if (!onPath('rsvg-convert') && !aptInstall('librsvg2-bin')) {
  console.log('rsvg-convert is missing (Debian: apt-get install -y librsvg2-bin): the check of the exported SVG by librsvg will be skipped.');
}
