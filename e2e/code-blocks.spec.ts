import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** The guide's first TSX code block (a plain one: the live demos come later). */
const BLOCK = '.theme-code-block.language-tsx';

/** Marks every prerendered code line before the bundle runs, to tell kept lines from new ones later. */
async function markPrerenderedLines(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const line of document.querySelectorAll('.token-line')) line.setAttribute('data-prerendered', '');
    });
  });
}

const keywordColor = (page: Page) =>
  page
    .locator(BLOCK)
    .first()
    .locator('pre .token.keyword')
    .first()
    .evaluate((token) => getComputedStyle(token).color);

test.describe('code blocks', () => {
  test('hydrating keeps the prerendered lines; the copy button copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.emulateMedia({colorScheme: 'light'});
    await markPrerenderedLines(page);
    await page.goto('/guide');
    await waitForHydration(page);
    const block = page.locator(BLOCK).first();
    const lines = block.locator('pre .token-line');
    expect(await lines.count()).toBeGreaterThan(0);
    // The very nodes the server wrote, not lines highlighted again.
    await expect(block.locator('pre .token-line[data-prerendered]')).toHaveCount(await lines.count());

    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // innerText gives each line block an extra line break.
    const shown = await block.locator('pre code').innerText();
    expect(copied.replace(/\n+/g, '\n').trim()).toBe(shown.replace(/\n+/g, '\n').trim());
  });

  test('a line of code is stretches of color: one span each, text in the line’s own color bare', async ({page}) => {
    const firstLine = "import {Line, Column, Pie} from '@ant-design/plots';";
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/guide');
    await waitForHydration(page);
    const block = page.locator(BLOCK).first();
    const line = block.locator('pre .token-line').first();
    await expect(line).toHaveText(firstLine);
    const {lineColor, stretches} = await line.evaluate((element) => ({
      lineColor: getComputedStyle(element).color,
      stretches: [...element.childNodes]
        .filter((node) => node.textContent)
        .map((node) => ({
          text: node.textContent,
          span: node instanceof HTMLSpanElement,
          color: getComputedStyle(node instanceof Element ? node : element).color,
        })),
    }));
    expect(stretches.map((stretch) => stretch.text).join('')).toBe(firstLine);
    expect(stretches.filter((stretch) => !stretch.span).length).toBeGreaterThan(0);
    for (const [i, stretch] of stretches.entries()) {
      if (stretch.span) expect(stretch.color).not.toBe(lineColor);
      if (i > 0) expect(stretch.color).not.toBe(stretches[i - 1]!.color);
    }
    await expect(block.locator('.token.plain')).toHaveCount(0);
  });

  test('the colors follow the color mode: toggled after load, and for a visitor who chose dark', async ({
    page,
    browser,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    // An explicit light choice, so that one click of the cycle (light, dark, system) gives dark.
    await page.addInitScript(() =>
      window.localStorage.setItem('theme', window.localStorage.getItem('theme') ?? 'light'),
    );
    await page.goto('/guide');
    await waitForHydration(page);
    const light = await keywordColor(page);
    await page.getByRole('button', {name: 'Color mode'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => keywordColor(page)).not.toBe(light);
    const dark = await keywordColor(page);

    const darkVisitor = await browser.newPage();
    await darkVisitor.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await darkVisitor.goto(page.url());
    await waitForHydration(darkVisitor);
    await expect.poll(() => keywordColor(darkVisitor)).toBe(dark);
    await darkVisitor.close();
  });

  test('a page reached by an in-app link highlights its code blocks', async ({page}) => {
    // A page with a live demo, like the guide: from one without (the changelog), the site loads the
    // guide in full for its editor's security policy, and its blocks would be the prerendered ones.
    await page.goto('/api/line');
    await waitForHydration(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guide', exact: true}).click();
    await expect(page).toHaveURL(/\/guide$/);
    const block = page.locator(BLOCK).first();
    await expect(block.locator('pre .token-line').first()).toBeVisible();
    await expect(block.locator('pre .token.keyword').first()).toBeVisible();
    await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  });

  test('code in tabs keeps its prerendered lines, and a stored tab choice is shown after load', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.package-manager', 'yarn'));
    await markPrerenderedLines(page);
    await page.goto('/');
    await waitForHydration(page);
    const yarnTab = page.getByRole('tab', {name: 'yarn'});
    await expect(yarnTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel').filter({hasText: 'yarn add @ant-design/plots@1'});
    await expect(panel).toBeVisible();
    // Tabs are not rebuilt after hydration: their code lines are the ones the server wrote.
    await expect(panel.locator('.token-line:not([data-prerendered])')).toHaveCount(0);
    await expect(panel.locator('.token-line[data-prerendered]')).not.toHaveCount(0);

    await page.getByRole('tab', {name: 'npm', exact: true}).click();
    await expect(page.getByText('npm install @ant-design/plots@1')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.tab.package-manager'))).toBe('npm');
  });
});
