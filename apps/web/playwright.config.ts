import { defineConfig } from '@playwright/test';

// PLANTEL_E2E_PORT lets two checkouts run their browser suites side by side.
const PORT = Number(process.env.PLANTEL_E2E_PORT ?? 8181);
const WALK_PORT = PORT + 1;

export default defineConfig({
  testDir: 'e2e',
  // The specs change the demo farm as they go, so they run one at a time on one server. The locale
  // walk only reads: it runs beside them on a server of its own, the suite's longest file off its path.
  workers: 2,
  fullyParallel: false,
  reporter: 'list',
  projects: [
    { name: 'screens', workers: 1, testIgnore: /password-change\.spec\.ts|locale-walk\.spec\.ts/ },
    { name: 'locale walk', workers: 1, testMatch: /locale-walk\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${WALK_PORT}` } },
    // password-change.spec.ts changes a demo login's password for good: it runs once the others are done.
    { name: 'password change', workers: 1, testMatch: /password-change\.spec\.ts/, dependencies: ['screens'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Screens are checked against the network; the offline specs let the service worker in themselves.
    serviceWorkers: 'block',
    // As someone who asked for less motion: nothing moves once it is drawn, so a click lands where
    // the element stands (the app's theme honours the setting; theme.test.tsx checks it).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
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
  webServer: [serverOn(PORT, 'plantel-e2e'), serverOn(WALK_PORT, 'plantel-e2e-walk')],
});

/** The compiled server (npm run build) on the built app, with a fresh embedded database (demo seed) on every run. */
function serverOn(port: number, dataDir: string) {
  return {
    command: `rm -rf ../../node_modules/.cache/${dataDir} && node --enable-source-maps ../server/dist/server.js`,
    cwd: import.meta.dirname,
    env: {
      PORT: String(port),
      PLANTEL_DATA_DIR: `../../node_modules/.cache/${dataDir}`,
      LOG_LEVEL: 'warn',
      // The demo farm stands as seeded, so figures the specs compare stay put while they run.
      PLANTEL_DEMO_LIVE: '0',
      // The suite signs in many times within a minute; the API tests cover the limit itself.
      PLANTEL_LOGIN_MAX_PER_USER: '1000',
      PLANTEL_LOGIN_MAX_PER_CLIENT: '1000',
      // One spec sets the browser's clock to 21:30 of today: a session signed in this morning must outlive it.
      PLANTEL_JWT_TTL: '48h',
      // Every answer the pages get is checked against its contract, as in the API tests.
      PLANTEL_RESPONSE_CHECKS: '1',
      // One page embeds an external dashboard; nothing listens on the host (only the address is checked).
      PLANTEL_EXTERNAL_DASHBOARDS: JSON.stringify({
        'matrix/sanity': { host: 'http://127.0.0.1:9/grafana', dashboards: { 'pt-BR': 'sanity-pt', en: 'sanity-en' } },
      }),
    },
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
  };
}
