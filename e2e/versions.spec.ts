import {test, expect} from './fixtures';

const RELEASED = '@ant-design/plots 1.x';
const NEXT = '@ant-design/plots 1.x (next)';

test.describe('versioned docs', () => {
  test('the version dropdown switches between the released docs (normal paths) and the next ones (/next/)', async ({
    page,
  }) => {
    await page.goto('/guide');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: RELEASED, exact: true}).hover();
    await nav.getByRole('link', {name: NEXT, exact: true}).click();
    await expect(page).toHaveURL(/\/next\/guide$/);
    await expect(page.getByText('This is unreleased documentation')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');

    await nav.getByRole('button', {name: NEXT, exact: true}).hover();
    await nav.getByRole('link', {name: RELEASED, exact: true}).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByText('This is unreleased documentation')).toHaveCount(0);
  });

  test('chart pages exist in both versions', async ({page}) => {
    for (const path of ['/api/pie', '/next/api/pie']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 2, name: 'Usage'})).toBeVisible();
    }
  });

  // Issue 31: a bare `2.x` beside docs of the 1.x package read as @ant-design/plots 2.x.
  for (const path of ['/api/line', '/guide', '/next/api/line', '/changelog', '/', '/nope']) {
    test(`${path} names the documented package version and shows no bare 2.x label`, async ({page, consoleGuard}) => {
      if (path === '/nope') consoleGuard.allow(/status of 404/);
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Documents @ant-design/plots 1.x');
      await expect(footer).toContainText('G2Plot 2.x engine');
      const dropdown = page.getByRole('navigation', {name: 'Main'}).locator('.navbar__item.dropdown > .navbar__link');
      await expect(dropdown).toHaveText(/^@ant-design\/plots 1\.x/);
      const badge = page.locator('.theme-doc-version-badge');
      if ((await badge.count()) > 0) {
        await expect(badge).toContainText('@ant-design/plots 1.x');
      }
      const labels = await page
        .locator('.navbar a, .navbar button, .theme-doc-version-badge, .theme-doc-version-banner')
        .allTextContents();
      expect(labels.filter((text) => /^\s*(Version:\s*)?2\.x\s*$/.test(text))).toEqual([]);
    });
  }
});
