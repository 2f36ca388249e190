import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The bundle starts after the first paint, so a visitor can click or type
 * before the page has hydrated. These tests hold the main bundle back for a
 * moment, act on the prerendered page, and check that the action took effect
 * once the page hydrated.
 */
const BUNDLE_DELAY_MS = 3000;

async function openBeforeHydration(page: Page, path: string): Promise<void> {
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, BUNDLE_DELAY_MS));
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await expectNotHydratedYet(page);
}

async function expectNotHydratedYet(page: Page): Promise<void> {
  // The prerendered page says "false"; Docusaurus writes "true" once it has hydrated.
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('false');
}

test.describe('what a visitor does before the page hydrates', () => {
  test('a click on the phone navbar toggle opens the sidebar once hydrated', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openBeforeHydration(page, '/guide');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expectNotHydratedYet(page);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Get Started'})).toBeVisible();
  });

  test('text typed into search is searched once hydrated', async ({page}) => {
    await openBeforeHydration(page, '/guide');
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.fill('tooltip');
    await expectNotHydratedYet(page);
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(box).toHaveValue('tooltip');
  });

  test("a chart page's Examples tab picked before hydration opens once hydrated", async ({page}) => {
    await openBeforeHydration(page, '/api/pie');
    await page.getByRole('tab', {name: 'Examples'}).click();
    await expectNotHydratedYet(page);
    await expect(page.getByRole('tab', {name: 'Examples'})).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/api\/pie\?tab=examples$/);
  });

  test('a tab picked before hydration stays picked', async ({page}) => {
    await openBeforeHydration(page, '/');
    await page.getByRole('tab', {name: 'yarn'}).click();
    await expectNotHydratedYet(page);
    await expect(page.getByRole('tab', {name: 'yarn'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('yarn add @ant-design/plots@1')).toBeVisible();
  });

  test('a link followed before hydration navigates', async ({page}) => {
    await openBeforeHydration(page, '/');
    await page.getByRole('link', {name: 'Get Started'}).first().click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
