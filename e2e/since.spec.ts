import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * "Since" (plugins/chart-docs/since.json): the release that brought a chart,
 * under its title, and an option, beside its name in the props table and in
 * the Markdown twin's Since column, both naming the package.
 */
const titleHeader = (page: Page) => page.locator('article header').first();

test.describe('since', () => {
  test('a chart that came after the first 1.x release says so under its title, naming the package', async ({page}) => {
    await page.goto('/api/venn');
    await expect(titleHeader(page).getByRole('heading', {level: 1})).toHaveText('Venn');
    await expect(titleHeader(page)).toContainText('since @ant-design/plots 1.0.5 (G2Plot 2.3.33)');
    await page.goto('/api/sankey');
    await expect(titleHeader(page)).toContainText('since G2Plot 2.3.1');
  });

  test('a chart the first release already had shows none', async ({page}) => {
    await page.goto('/api/line');
    await expect(titleHeader(page).getByRole('heading', {level: 1})).toHaveText('Line');
    await expect(titleHeader(page)).not.toContainText('since');
  });

  test("an option's row names the G2Plot release that brought it; an original option's row names none", async ({
    page,
  }) => {
    await page.goto('/api/line#prop-area');
    await waitForHydration(page);
    await expect(page.locator('tr[id="prop-area"] th')).toContainText('since G2Plot 2.3.39');
    await expect(page.locator('tr[id="prop-xField"] th')).not.toContainText('since');
  });

  test('the Markdown twin has a Since column with the same text', async ({request}) => {
    const line = await (await request.get('/api/line.md')).text();
    expect(line).toContain('| Property | Type | Default | Description | Since |');
    expect(line).toMatch(/^\| `area` \|.*\| since G2Plot 2\.3\.39 \|$/m);
    const venn = await (await request.get('/api/venn.md')).text();
    expect(venn).toContain('since @ant-design/plots 1.0.5 (G2Plot 2.3.33).');
  });
});
