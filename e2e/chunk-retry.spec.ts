import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

const ENGINE_CHUNK = '**/assets/js/chart-engine*.js';
const DEMO = '[data-demo-id="line-basic"]';

/** Fails the chart engine's chunk until `restore` is called; counts the requests for it. */
async function blockEngine(page: Page): Promise<{restore: () => Promise<void>; requests: () => number}> {
  let requests = 0;
  await page.route(ENGINE_CHUNK, async (route) => {
    requests += 1;
    await route.abort('internetdisconnected');
  });
  return {
    restore: async () => {
      await page.unroute(ENGINE_CHUNK);
      page.on('request', (request) => {
        if (/\/chart-engine\.[^/]*\.js$/.test(new URL(request.url()).pathname)) requests += 1;
      });
    },
    requests: () => requests,
  };
}

async function openFailedDemo(page: Page) {
  await page.goto('/api/line');
  await waitForHydration(page);
  const demo = page.locator(DEMO).first();
  const alert = demo.getByRole('alert');
  await expect(alert).toContainText('This demo could not be loaded');
  await expect(alert).not.toContainText('failed to render');
  await expect(alert.getByRole('button', {name: 'Retry'})).toBeVisible();
  return demo;
}

test.describe('a demo whose chunk failed loads again', () => {
  test.beforeEach(({consoleGuard}) => {
    // The blocked download itself is reported by the browser and by the bundler's loader.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Loading chunk|ChunkLoadError|net::/);
  });

  test('Retry fetches the chunk again and the chart draws', async ({page}) => {
    const engine = await blockEngine(page);
    const demo = await openFailedDemo(page);
    const failedRequests = engine.requests();
    expect(failedRequests).toBeGreaterThan(0);
    await engine.restore();
    await demo.getByRole('button', {name: 'Retry'}).click();
    await expectChartDrawn(demo);
    await expect(demo.getByRole('alert')).toHaveCount(0);
    // The bundler's loader did not keep the failure: the file was requested again.
    expect(engine.requests()).toBeGreaterThan(failedRequests);
  });

  test('coming back to the page later loads the demo', async ({page}) => {
    const engine = await blockEngine(page);
    await openFailedDemo(page);
    await engine.restore();
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'Guide', exact: true}).click();
    await expect(page).toHaveURL(/\/guide$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/api\/line$/);
    const demo = page.locator(DEMO).first();
    await expectChartDrawn(demo);
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });

  test('the connection coming back (online event) loads the demo without a click', async ({page, context}) => {
    const engine = await blockEngine(page);
    const demo = await openFailedDemo(page);
    await context.setOffline(true);
    await engine.restore();
    await context.setOffline(false);
    await expectChartDrawn(demo);
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });
});
