/**
 * The server and the Playwright browser of one bench run. Both are stopped,
 * and the served copy of the build removed, when the run ends, fails or is
 * interrupted (Ctrl+C, SIGTERM).
 */
import fs from 'node:fs';
import {startServer} from './server.mjs';
import {CHROME_FLAGS, CHROME_PATH} from './util.mjs';

/** @typedef {ReturnType<typeof createSession>} Session */

/**
 * @param {string} siteDir
 * @param {string} servedDir
 * @param {import('./types').BenchResults} results
 */
function createSession(siteDir, servedDir, results) {
  /** @type {Awaited<ReturnType<typeof startServer>> | null} */
  let server = null;
  /** @type {import('@playwright/test').Browser | null} */
  let browser = null;
  return {
    async startServer() {
      server = await startServer(siteDir, servedDir);
      return server;
    },
    /** Launched once, on first use: Lighthouse runs before it, on a machine without it. */
    async launchBrowser() {
      if (!browser) {
        const {chromium} = await import('@playwright/test');
        browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true});
        results.machine.chromium = browser.version();
      }
      return browser;
    },
    async cleanup() {
      await browser?.close().catch(() => {});
      browser = null;
      await server?.stop();
      server = null;
      fs.rmSync(servedDir, {recursive: true, force: true});
    },
  };
}

/**
 * Runs fn(session) and cleans up after it, whatever happens.
 * @template T
 * @param {string} siteDir
 * @param {string} servedDir
 * @param {import('./types').BenchResults} results
 * @param {(session: Session) => Promise<T>} fn
 */
export async function withSession(siteDir, servedDir, results, fn) {
  const session = createSession(siteDir, servedDir, results);
  const onSignal = () => {
    session.cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn(session);
  } finally {
    await session.cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
