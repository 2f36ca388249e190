import {test, expect} from './fixtures';

const DOCUMENTED = '@ant-design/plots 1.x';
const OFFICIAL_2X = '@ant-design/plots 2.x docs (official site)';

test.describe('docs version', () => {
  test('the version menu names the documented version and links out to the 2.x docs, in a new tab', async ({page}) => {
    await page.goto('/guide');
    const nav = page.getByRole('navigation', {name: 'Main'});
    const menu = nav.getByRole('button', {name: DOCUMENTED, exact: true});
    await menu.hover();
    const documented = nav.getByRole('link', {name: DOCUMENTED, exact: true});
    await expect(documented).toHaveAttribute('href', '/guide');
    const outbound = nav.getByRole('link', {name: OFFICIAL_2X});
    await expect(outbound).toBeVisible();
    await expect(outbound).toHaveAttribute('href', 'https://ant-design-charts.antgroup.com/en/');
    await expect(outbound).toHaveAttribute('target', '_blank');
    await expect(outbound).toHaveAttribute('rel', /noopener/);
    // The theme's external-link icon marks it as leaving the site.
    await expect(outbound.locator('svg')).toHaveCount(1);
  });

  test('the former unreleased copy under /next ends on the same page at its normal path', async ({page}) => {
    for (const [path, pathname] of [
      ['/next/api/pie?tab=examples', '/api/pie'],
      ['/next/guide', '/guide'],
      ['/next', '/'],
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const redirect = await response?.request().redirectedFrom()?.response();
      expect(redirect?.status(), path).toBe(301);
      expect(new URL(page.url()).pathname).toBe(pathname);
    }
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  // Issue 31: a bare `2.x` beside docs of the 1.x package read as @ant-design/plots 2.x.
  for (const path of ['/api/line', '/guide', '/changelog', '/', '/nope']) {
    test(`${path} names the documented package version and shows no bare 2.x label`, async ({page, consoleGuard}) => {
      if (path === '/nope') consoleGuard.allow(/status of 404/);
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Documents @ant-design/plots 1.x');
      await expect(footer).toContainText('G2Plot 2.x engine');
      // The first of the navbar's menus; the language menu follows it.
      const dropdown = page
        .getByRole('navigation', {name: 'Main'})
        .locator('.navbar__item.dropdown > .navbar__link')
        .first();
      await expect(dropdown).toHaveText(/^@ant-design\/plots 1\.x/);
      const labels = await page
        .locator('.navbar a, .navbar button, .theme-doc-version-badge, .theme-doc-version-banner')
        .allTextContents();
      expect(labels.filter((text) => /^\s*(Version:\s*)?2\.x\s*$/.test(text))).toEqual([]);
      // One docs version: no "unreleased" banner, no version badge naming another.
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });
  }
});
