import {test, expect} from '@playwright/test';

test.use({javaScriptEnabled: false});

test.describe('without JavaScript', () => {
  for (const path of ['/', '/guide', '/api', '/api/line', '/changelog']) {
    test(`${path} shows the notice and keeps its text readable`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByText('Enable JavaScript to run this app.')).toBeVisible();
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    });
  }
});

test.describe('a chart page without JavaScript', () => {
  test('says what needs JavaScript and links the Markdown twin, which holds the table and the code', async ({
    page,
    request,
  }) => {
    await page.goto('/api/line');
    const table = page.getByText('This table needs JavaScript to load.');
    await expect(table).toBeVisible();
    await expect(table.getByRole('link', {name: '/api/line.md'})).toHaveAttribute('href', '/api/line.md');
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    await expect(demo.getByText('Show code and the other actions of this demo need JavaScript.')).toBeVisible();
    await expect(demo.getByRole('link', {name: '/api/line.md'})).toBeVisible();
    await expect(page.getByText('Copy page needs JavaScript:')).toBeVisible();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/api/line.md');

    const twin = await (await request.get('/api/line.md')).text();
    // The props table's rows (Property, Type, Default, Description) and the Usage demo's code.
    expect(twin).toMatch(/\| *Property *\| *Type *\| *Default *\| *Description *\|/);
    expect(twin).toMatch(/\| *`?smooth`? *\|/);
    expect(twin).toContain('export default function Demo');
  });
});
