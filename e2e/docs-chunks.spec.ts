import type {Browser} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * The scripts the page's start-up inserts for its route: Docusaurus asks for
 * all of a route's chunks at once, so they arrive as one batch of added
 * script elements, after the bundle's own two (runtime and main) and before
 * anything the page loads later (a demo's data, the chart engine). Read in a
 * page of its own, closed afterwards.
 */
async function routeScriptsOf(browser: Browser, path: string): Promise<string[]> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as {scriptBatches: string[][]}).scriptBatches = batches;
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src !== '');
      if (added.length > 0) batches.push(added.map((script) => new URL(script.src).pathname));
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(path);
  await waitForHydration(page);
  const [bundle, route] = await page.evaluate(() => (window as unknown as {scriptBatches: string[][]}).scriptBatches);
  await page.close();
  expect(bundle).toEqual([expect.stringMatching(/\/runtime~main\./), expect.stringMatching(/\/main\./)]);
  return route ?? [];
}

/**
 * Every docs page's layout (the docs plugin's data and the theme's docs
 * layouts) is one chunk, named as Docusaurus named the docs root's chunk
 * (plugins/site-shell/src/docsShellChunk.ts).
 */
test.describe('docs pages share one layout chunk', () => {
  test('the guide, a chart page and a recipe start the same single layout script and version data', async ({
    browser,
  }) => {
    const [home, guide, chart, recipe] = [
      await routeScriptsOf(browser, '/'),
      await routeScriptsOf(browser, '/guide'),
      await routeScriptsOf(browser, '/api/line'),
      await routeScriptsOf(browser, '/recipes/nextjs'),
    ];
    const shared = guide.filter((script) => chart.includes(script) && recipe.includes(script));
    // Packages the home page starts too (the code block's highlighter) stay
    // shared with it; what is left of the docs pages' common part is the layout
    // and the sidebar data of the docs' one version.
    const layout = shared.filter((script) => !home.includes(script));
    expect(layout).toHaveLength(2);
    // Beyond them, each page starts its own content only.
    for (const page of [guide, chart, recipe]) {
      expect(page.filter((script) => !shared.includes(script))).toHaveLength(1);
    }
  });

  test('the home page prefetches every script the guide starts with, so following its link fetches nothing new', async ({
    page,
    browser,
  }) => {
    const guideScripts = await routeScriptsOf(browser, '/guide');
    expect(guideScripts.length).toBeGreaterThan(0);

    await page.goto('/');
    await waitForHydration(page);
    // Docusaurus prefetches the chunks of links in view when the page is idle.
    const notYetFetched = () =>
      page.evaluate((scripts) => {
        const fetched = new Set([
          ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
            (link) => new URL(link.href).pathname,
          ),
          ...performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        ]);
        return scripts.filter((script) => !fetched.has(script));
      }, guideScripts);
    await expect.poll(notYetFetched, {timeout: 10_000}).toEqual([]);

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guide'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Get Started');
  });
});
