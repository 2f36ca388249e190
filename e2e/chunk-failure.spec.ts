import {test, expect, waitForHydration} from './fixtures';

test.describe('chunk failures', () => {
  test('a script chunk that fails during navigation shows a Reload message and the site keeps working', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_FAILED|Loading chunk|ChunkLoadError|net::/);
    await page.goto('/guide');
    await waitForHydration(page);

    // From now on every script request fails (routing also bypasses the HTTP
    // cache, so prefetched chunks fail too); code already running stays.
    let blocking = true;
    await page.route('**/assets/js/*.js', async (route) => {
      if (blocking) {
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    const nav = page.getByRole('navigation', {name: 'Main'});

    // A docs page: its content chunk fails inside the docs layout.
    await nav.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page.getByRole('alert').filter({hasText: 'This page could not be loaded'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Reload'})).toBeVisible();
    await expect(nav).toBeVisible();

    // A standalone page: the whole page chunk fails, the layout is added around the message.
    await nav.getByRole('link', {name: 'Changelog', exact: true}).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(page.getByRole('alert').filter({hasText: 'This page could not be loaded'})).toBeVisible();
    await expect(nav).toBeVisible();

    // Pages whose code is already here keep working.
    await nav.getByRole('link', {name: 'Guide', exact: true}).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');

    // Once the network is back, Reload brings the page.
    await page.goto('/changelog');
    blocking = false;
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
  });

  test('a page whose chunk fails on first load shows the Reload message instead of staying frozen', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /ERR_FAILED|Loading chunk|ChunkLoadError|net::|Hydration|hydrat|Minified React error #418|#423|server rendered HTML/i,
    );
    // Only the runtime and the main bundle arrive; the page's own chunks fail.
    await page.route('**/assets/js/*.js', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(path)) {
        await route.continue();
      } else {
        await route.abort('failed');
      }
    });
    await page.goto('/changelog');
    await expect(page.getByRole('button', {name: 'Reload'})).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  });
});
