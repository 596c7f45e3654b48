import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 18_480);
/** A second service with a tiny quota, for the rate-limit journeys. */
export const LIMITED_PORT = PORT + 1;
export const LIMITED_QUOTA = 12;
export const LIMITED_WINDOW_SECONDS = 8;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
export const E2E_API_KEY = 'e2e-demo-api-key-0123456789';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    { port: PORT, rateLimit: '0', window: '60' },
    { port: LIMITED_PORT, rateLimit: String(LIMITED_QUOTA), window: String(LIMITED_WINDOW_SECONDS) },
  ].map((server) => ({
    command: 'node dist-server/server/main.js',
    url: `http://127.0.0.1:${server.port}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATABASE: ':memory:',
      SEED: 'demo',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      DEMO_API_KEY: E2E_API_KEY,
      RATE_LIMIT: server.rateLimit,
      RATE_LIMIT_WINDOW: server.window,
      FAULT_HEADERS: '1',
    },
  })),
});
