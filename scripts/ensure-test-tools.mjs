// Makes sure the programs the browser tests use are there, all from Debian (no test tool downloads a browser
// here): Chromium for the Playwright suite; Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb
// for the journeys in the other engines (e2e/engines); librsvg, whose rsvg-convert checks the exported SVG;
// PostgreSQL, on which the console server's stores are tested beside SQLite (scripts/postgres.mjs); Prometheus'
// promtool, which checks the server's metrics.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, FIREFOX, MINIBROWSER, PROMTOOL, RSVG_CONVERT, WEBKIT_DRIVER, XVFB } from './browsers.mjs';
import { postgresBin } from './postgres.mjs';

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
let updated = false;

/** Installs a Debian package with apt-get; false where that cannot be done. */
function aptInstall(name) {
  if (!canInstall) return false;
  console.log(`Installing Debian ${name} for the browser tests (apt-get install -y ${name})...`);
  try {
    if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    updated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', name], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

/** Each program the browser tests need, and the Debian package that brings it. */
const needed = [
  { path: CHROMIUM, pkg: 'chromium' },
  { path: FIREFOX, pkg: 'firefox-esr' },
  { path: WEBKIT_DRIVER, pkg: 'webkit2gtk-driver' },
  { path: MINIBROWSER, pkg: 'webkit2gtk-driver' },
  { path: XVFB, pkg: 'xvfb' },
  { path: RSVG_CONVERT, pkg: 'librsvg2-bin' },
  { path: PROMTOOL, pkg: 'prometheus' },
  // Its folder names its version, which differs between Debian releases.
  { present: () => postgresBin() !== undefined, pkg: 'postgresql' },
];
const present = (tool) => (tool.present ? tool.present() : existsSync(tool.path));
const missing = [...new Set(needed.filter((tool) => !present(tool) && !aptInstall(tool.pkg)).map((tool) => tool.pkg))];
if (missing.length > 0) {
  console.error(
    `The tests need Debian's ${missing.join(', ')}: install them (sudo apt-get install -y ${missing.join(' ')}) or point CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH or MINIBROWSER_PATH at other copies, then run npm test again.`,
  );
  process.exit(1);
}
