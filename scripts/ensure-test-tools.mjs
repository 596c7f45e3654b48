// Makes sure the programs the browser tests use are there, all from Debian (no test tool downloads a browser
// here): Chromium for the Playwright suite; Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb
// for the journeys in the other engines (e2e/engines); librsvg, whose rsvg-convert checks the exported SVG.
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
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** Each program the other engines' journeys need, and the Debian package that brings it. */
const needed = [
  { present: () => existsSync(FIREFOX), pkg: 'firefox-esr' },
  { present: () => existsSync(WEBKIT_DRIVER), pkg: 'webkit2gtk-driver' },
  { present: () => onPath('Xvfb') || existsSync('/usr/bin/Xvfb'), pkg: 'xvfb' },
  { present: () => onPath('rsvg-convert'), pkg: 'librsvg2-bin' },
];
const missing = needed.filter((tool) => !tool.present() && !aptInstall(tool.pkg)).map((tool) => tool.pkg);
if (missing.length > 0) {
  console.error(`The browser tests need Debian's ${missing.join(', ')}: install them (sudo apt-get install -y ${missing.join(' ')}), then run npm test again.`);
  process.exit(1);
}
