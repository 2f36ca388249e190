import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';

/**
 * Every browser test fails on an uncaught page error or a console error,
 * unless the test declares the messages it expects (with a reason).
 */
interface ConsoleGuard {
  /** Ignore console errors matching this pattern for the rest of the test. */
  allow(pattern: RegExp): void;
}

declare global {
  interface Window {
    /** Set by the cspGuard fixture: reports a Content-Security-Policy violation to the test. */
    __reportCspViolation?: (text: string) => void;
  }
}

/** How long a page may take to close before it is asked again; closing takes well under a second. */
const PAGE_CLOSE_PATIENCE_MS = 5_000;

/**
 * Closes the context's pages before Playwright closes the context. Chromium
 * sometimes acknowledges the request to close a page (`Target.closeTarget`)
 * without closing it, and Playwright then waits for the page until the test
 * times out (microsoft/playwright#42068 and #42366, upstream in Chromium).
 * Here it happened to ~3% of the tests that end right after an in-app
 * navigation to a chart page; asking the page itself to close (`Page.close`,
 * which runs no `beforeunload` handler here) always ended the wait.
 */
async function closePages(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    const closed = page.close().then(() => true);
    const patience = new Promise<false>((resolve) => setTimeout(() => resolve(false), PAGE_CLOSE_PATIENCE_MS));
    if (await Promise.race([closed, patience])) continue;
    const session = await context.newCDPSession(page).catch(() => null);
    await session?.send('Page.close').catch(() => undefined);
    await closed;
  }
}

export const test = base.extend<{consoleGuard: ConsoleGuard; cspGuard: void; pageCloser: void}>({
  pageCloser: [
    async ({context}, use) => {
      await use();
      await closePages(context);
    },
    {auto: true},
  ],

  consoleGuard: [
    async ({page}, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('pageerror', (error) => {
        const text = `${error.name}: ${error.message}`;
        if (!allowed.some((p) => p.test(text))) problems.push(`pageerror: ${text}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((p) => p.test(text))) problems.push(`console.error: ${text}`);
      });
      await use({allow: (pattern) => allowed.push(pattern)});
      expect(problems, 'uncaught errors in the page').toEqual([]);
    },
    {auto: true},
  ],

  /**
   * Every browser test also fails on a Content-Security-Policy violation (a
   * blocked inline script, eval, style, image, connection or form target),
   * and no test can allow one: the site must work under its own policy.
   * Violations arrive as `securitypolicyviolation` events in any page of the
   * test's context, and as console messages (which also cover workers).
   */
  cspGuard: [
    async ({context}, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
            window.__reportCspViolation?.(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}${where}`,
            );
          },
          true,
        );
      });
      context.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * For a test whose outcome no server can change (what the page does once loaded: keyboard, ranking,
 * layout, accessibility of a widget): `npm run test:e2e:nginx` leaves it out, as the Node server run
 * already covers it. What does depend on the server (status, headers, the policy a page runs under,
 * files fetched after load) stays untagged, and so does every new test until someone decides otherwise.
 */
export const ANY_SERVER = {tag: '@any-server'};

/**
 * Waits until React has hydrated the prerendered page. The prerendered HTML
 * already carries `data-has-hydrated="false"`, so only the value `true` tells.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
    timeout,
  });
}
