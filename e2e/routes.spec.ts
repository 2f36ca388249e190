import {ANY_SERVER, expect, test, waitForHydration} from './fixtures';

const ROUTES: Array<[string, string]> = [
  ['/', 'Ant Design Plots'],
  ['/guide', 'Get Started'],
  ['/changelog', 'Changelog'],
  ['/api', 'API'],
  ['/examples', 'Examples'],
  ['/api/line', 'Line'],
  ['/api/word-cloud', 'Word Cloud'],
];

test.describe('routes', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} answers with its page inside the site layout`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1}).first()).toContainText(heading);
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('an unknown path shows PAGE NOT FOUND with a working link home', async ({page, consoleGuard}) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'PAGE NOT FOUND'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: 'Back to homepage'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {level: 1}).first()).toContainText('Ant Design Plots');
  });

  test('navbar links reach Guide, API and Changelog', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'Guide', exact: true}).click();
    await expect(page).toHaveURL(/\/guide$/);
    await nav.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/api$/);
    await nav.getByRole('link', {name: 'Changelog', exact: true}).click();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(nav.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute('href', /github\.com/);
  });

  test('the docs sidebar collapses and expands with its toggle', ANY_SERVER, async ({page}) => {
    await page.goto('/guide');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('link', {name: 'Get Started'})).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(sidebar.getByRole('link', {name: 'Get Started'})).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect(sidebar.getByRole('link', {name: 'Get Started'})).toBeVisible();
  });

  test('on a phone the sidebar opens from the navbar toggle', ANY_SERVER, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/guide');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.getByRole('link', {name: 'Get Started'})).toBeVisible();
  });

  test(
    'on a phone the menu is rendered once the visitor reaches for its button, before it opens',
    ANY_SERVER,
    async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto('/guide');
      await waitForHydration(page);
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toHaveCount(0);
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await toggle.focus();
      // In the page, still closed: opening it now slides it in.
      await expect(drawer).toHaveCount(1);
      await expect(drawer.getByRole('link', {name: 'Get Started'})).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByRole('link', {name: 'Get Started'})).toBeVisible();
    },
  );

  test('headings are named exactly by their text and keep their anchor ids', ANY_SERVER, async ({page}) => {
    await page.goto('/guide');
    for (const name of [
      'What',
      'Features',
      'Install',
      'Import',
      'Config',
      'Render',
      'Update Data',
      'Update Config',
      'Use Lab Chart',
    ]) {
      await expect(page.getByRole('heading', {level: 2, name, exact: true})).toHaveAttribute('id', /\S/);
    }
    await expect(page.locator('h2#install a.hash-link')).toHaveAttribute('href', '#install');
  });

  test('a heading anchor scrolls to its section on a fresh load', async ({page}) => {
    await page.goto('/guide#install');
    const heading = page.locator('h2#install');
    await expect(heading).toBeVisible();
    await expect
      .poll(async () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
  });
});
