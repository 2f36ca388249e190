import {defineConfig, devices} from '@playwright/test';
import {CHROME_FLAGS, CHROME_PATH} from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The production build to test; `npm run build` writes `build/`. */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
/**
 * The server under test: `node` (scripts/serve.mjs, the default) or `nginx`
 * (deploy/nginx.conf, the production server, via scripts/nginx/start.mjs).
 */
const SERVER = process.env.E2E_SERVER ?? 'node';
/**
 * The path the build under test was made for (BASE_URL at build time): `/`, or `/docs/` for
 * `npm run test:e2e:subpath`, which alone runs e2e/subpath.spec.ts.
 */
const BASE_PATH = process.env.E2E_BASE_PATH ?? '/';
const SERVER_SCRIPTS: Record<string, string> = {node: 'scripts/serve.mjs', nginx: 'scripts/nginx/start.mjs'};
const SERVER_SCRIPT = SERVER_SCRIPTS[SERVER];
if (!SERVER_SCRIPT) {
  throw new Error(`E2E_SERVER must be "node" or "nginx", not ${JSON.stringify(SERVER)}`);
}

/** Debian's Chromium, never a downloaded browser (see scripts/chromium.mjs). */
export const CHROMIUM_LAUNCH = {executablePath: CHROME_PATH, args: CHROME_FLAGS};

export default defineConfig({
  testDir: './e2e',
  testIgnore: BASE_PATH === '/' ? ['subpath.spec.ts'] : [],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  // Apart for each run when `npm test` runs two at once (scripts/test-all/plan.mjs): a run empties its folder first.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: process.env.CI
    ? [['list'], ['html', {open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report'}]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test costs CPU on a 2-core machine; record on the retry only.
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH}}],
  webServer: {
    command: `node ${SERVER_SCRIPT} --port ${PORT} --dir ${BUILD_DIR}`,
    url: `http://127.0.0.1:${PORT}${BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    // Both servers stop cleanly on SIGTERM (nginx's workers with them).
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
});
