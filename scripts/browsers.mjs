// Where the browser tests find Debian's browsers and drivers: one place for the check that installs them
// (ensure-test-tools.mjs), the Playwright configs, the engine drivers and the benchmarks. Each can be pointed
// at another copy by its variable.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How Chromium is started headless on these machines: no sandbox as root, and none of its own calls out (the network is closed). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';
export const RSVG_CONVERT = '/usr/bin/rsvg-convert';
/** Prometheus' own check of the server's metrics (`promtool check metrics`). */
export const PROMTOOL = process.env.PROMTOOL_PATH || '/usr/bin/promtool';
