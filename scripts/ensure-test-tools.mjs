// Makes sure the programs the tests use are there, all from Debian (no test tool downloads a browser
// here): Chromium for the Playwright suite; Firefox ESR, WebKitGTK's WebDriver (with its MiniBrowser) and Xvfb
// for the journeys in the other engines (e2e/engines); librsvg, whose rsvg-convert checks the exported SVG;
// PostgreSQL, on which the console server's stores are tested beside SQLite (scripts/postgres.mjs); Prometheus'
// promtool, which checks the server's metrics.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, FIREFOX, MINIBROWSER, PROMTOOL, RSVG_CONVERT, WEBKIT_DRIVER, XVFB } from './browsers.mjs';
import { postgresBin } from './postgres.mjs';

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * Installs Debian packages with apt-get where this runs as root, all in one call (one dependency resolution, one
 * run of dpkg's triggers: a fresh machine's six packages, one call each, took 101 s). At the lowest priority:
 * `npm test` installs the browsers beside the unit tests, which time themselves against real windows. Whatever
 * fails here, the check after it names what is still missing.
 */
function aptInstall(packages) {
  if (!canInstall) return;
  console.log(`Installing Debian's ${packages.join(', ')} for the tests (apt-get install -y ${packages.join(' ')})...`);
  const apt = (args) =>
    execFileSync('nice', ['-n', '19', 'apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', ...packages]);
  } catch {
    // Named below.
  }
}

/**
 * Each program the tests need, the Debian package that brings it, and which tests need it: the service's
 * (`server`, in the unit phase) or the browsers' (`browsers`, from the Firefox and WebKit journeys on).
 */
const needed = [
  { path: CHROMIUM, pkg: 'chromium', for: 'browsers' },
  { path: FIREFOX, pkg: 'firefox-esr', for: 'browsers' },
  { path: WEBKIT_DRIVER, pkg: 'webkit2gtk-driver', for: 'browsers' },
  { path: MINIBROWSER, pkg: 'webkit2gtk-driver', for: 'browsers' },
  { path: XVFB, pkg: 'xvfb', for: 'browsers' },
  { path: RSVG_CONVERT, pkg: 'librsvg2-bin', for: 'browsers' },
  { path: PROMTOOL, pkg: 'prometheus', for: 'server' },
  // Its folder names its version, which differs between Debian releases.
  { present: () => postgresBin() !== undefined, pkg: 'postgresql', for: 'server' },
];
/** `node scripts/ensure-test-tools.mjs [server|browsers]`: those tests' tools, or every tool. */
const group = process.argv[2];
if (group !== undefined && group !== 'server' && group !== 'browsers') {
  console.error(`ensure-test-tools: say "server" or "browsers", or nothing for every tool; got "${group}"`);
  process.exit(2);
}
const present = (tool) => (tool.present ? tool.present() : existsSync(tool.path));
const wanted = needed.filter((tool) => !group || tool.for === group);
const packagesOf = (tools) => [...new Set(tools.map((tool) => tool.pkg))];
const absent = packagesOf(wanted.filter((tool) => !present(tool)));
if (absent.length > 0) aptInstall(absent);
const missing = packagesOf(wanted.filter((tool) => !present(tool)));
if (missing.length > 0) {
  console.error(
    `The tests need Debian's ${missing.join(', ')}: install them (sudo apt-get install -y ${missing.join(' ')}) or point CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH or MINIBROWSER_PATH at other copies, then run npm test again.`,
  );
  process.exit(1);
}
