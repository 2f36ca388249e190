import {test as base, expect, type Page} from '@playwright/test';

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

export const test = base.extend<{consoleGuard: ConsoleGuard; cspGuard: void}>({
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
 * Waits until React has hydrated the prerendered page. The prerendered HTML
 * already carries `data-has-hydrated="false"`, so only the value `true` tells.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {
    timeout,
  });
}
