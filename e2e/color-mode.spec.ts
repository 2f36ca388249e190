import {ANY_SERVER, expect, test, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

test.describe('color mode', () => {
  test(
    'the Color mode control cycles light -> dark -> auto and persists across reloads',
    ANY_SERVER,
    async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('theme', 'light');
          sessionStorage.setItem('seeded', '1');
        }
      });
      await page.goto('/guide');
      await waitForHydration(page);
      const toggle = page.getByRole('button', {name: 'Color mode'});
      expect(await theme(page)).toBe('light');

      await toggle.click();
      expect(await theme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await waitForHydration(page);
      expect(await theme(page)).toBe('dark');

      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
      expect(await theme(page)).toBe('light');
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');

      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    },
  );

  test('auto follows the operating system live, without reload', ANY_SERVER, async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await waitForHydration(page);
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  for (const bogus of ['garbage', '', 'null', '{"theme":"dark"}']) {
    test(
      `a stored value of ${JSON.stringify(bogus)} behaves as light, from the first paint`,
      ANY_SERVER,
      async ({page}) => {
        await page.emulateMedia({colorScheme: 'dark'});
        await page.addInitScript((value) => localStorage.setItem('theme', value), bogus);
        let firstPaintTheme: string | null = null;
        page.on('domcontentloaded', async () => {
          firstPaintTheme ??= await theme(page).catch(() => null);
        });
        await page.goto('/api');
        expect(firstPaintTheme ?? (await theme(page))).toBe('light');
        await waitForHydration(page);
        expect(await theme(page)).toBe('light');
        await expect(page.getByRole('button', {name: 'Color mode'})).toHaveAttribute('title', /Light/);
      },
    );
  }

  test('the theme is right before any script of the app runs (no flash)', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/assets/js/**', async (route) => {
      // Hold the app bundle back: what shows now is the prerendered page plus the inline scripts.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/guide', {waitUntil: 'commit'});
    await page.waitForSelector('h1');
    expect(await theme(page)).toBe('dark');
  });
});
