import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every browser test fails on an uncaught page error or a console error,
 * unless the test declares the messages it expects (with a reason).
 */
interface ConsoleGuard {
  /** Ignore console errors matching this pattern for the rest of the test. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{consoleGuard: ConsoleGuard}>({
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
