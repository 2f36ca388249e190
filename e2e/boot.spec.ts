import {test, expect, waitForHydration} from './fixtures';

/**
 * The page template preloads the bundle and an inline boot script runs it once
 * the first frame is painted (plugins/site-shell/src/bootScripts.ts).
 */
test.describe('the bundle starts after the first paint', () => {
  test('the main bundle runs only after the page has been painted', async ({page}) => {
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
              (window as unknown as {mainScriptAddedAt: number}).mainScriptAddedAt = performance.now();
              observer.disconnect();
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/api/line');
    await waitForHydration(page);
    const {painted, added} = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      added: (window as unknown as {mainScriptAddedAt?: number}).mainScriptAddedAt ?? null,
    }));
    expect(painted).not.toBeNull();
    expect(added).not.toBeNull();
    expect(added!).toBeGreaterThanOrEqual(painted!);
  });

  test('the main bundle asks the browser to compile all its functions off the main thread', async ({page, request}) => {
    await page.goto('/api/line');
    const main = await page.locator('link[data-boot-script][href*="/main."]').getAttribute('href');
    expect(main).not.toBeNull();
    const source = await (await request.get(main!)).text();
    // The minifier drops comments: the hint must survive it, on the file's first line.
    expect(source.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  for (const path of ['/api/line', '/guide']) {
    test(`loading ${path} on a phone never sets up the browser's collator`, async ({page}) => {
      // The first localeCompare of a page sets up the collator, 10-20 ms in one
      // task. Docusaurus' navbar menu and code blocks sort object keys while
      // hydrating; patches/ makes that sort a plain comparison.
      await page.setViewportSize({width: 412, height: 823});
      await page.addInitScript(() => {
        const original = String.prototype.localeCompare;
        const callers: string[] = [];
        (window as unknown as {localeCompareCallers: string[]}).localeCompareCallers = callers;
        String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
          callers.push(new Error().stack?.split('\n')[2] ?? '');
          return original.apply(this, args);
        };
      });
      await page.goto(path);
      await waitForHydration(page);
      const callers = await page.evaluate(
        () => (window as unknown as {localeCompareCallers: string[]}).localeCompareCallers,
      );
      expect(callers).toEqual([]);
    });
  }
});
