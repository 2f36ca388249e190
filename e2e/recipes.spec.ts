import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

const RECIPES = [
  'Next.js',
  'Vite',
  'React strict mode',
  'React 19',
  'Themes and dark mode',
  'Events and interactivity',
  'Export an image or the data',
  'Update data and options',
  'Large data',
  'Responsive size',
  'TypeScript',
];

async function search(page: Page, query: string): Promise<string[]> {
  await page.getByRole('combobox', {name: 'Search'}).fill(query);
  const listbox = page.getByRole('listbox', {name: 'Search results'});
  await expect(listbox).toHaveAttribute('aria-busy', 'false');
  return listbox
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.querySelector('a')?.getAttribute('href') ?? ''));
}

test.describe('recipes', () => {
  test('the docs sidebar has a Recipes section with one page per recipe', async ({page}) => {
    await page.goto('/recipes');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.getByRole('link', {name: 'Recipes', exact: true})).toBeVisible();
    for (const name of RECIPES) {
      await expect(sidebar.getByRole('link', {name, exact: true})).toBeVisible();
    }
    await expect(sidebar.getByRole('link', {name: '1.x and 2.x', exact: true})).toBeVisible();
  });

  test('Open in StackBlitz posts a complete Next.js project', async ({page, context}) => {
    const posted: string[] = [];
    // Only the sandbox website is replaced: the SDK's form POST reaches this handler instead of stackblitz.com.
    await context.route('https://stackblitz.com/**', async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({status: 200, contentType: 'text/html', body: '<title>StackBlitz</title>'});
    });
    await page.goto('/recipes/nextjs');
    await waitForHydration(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', {name: 'Open in StackBlitz'}).click();
    await (await popup).waitForLoadState();
    expect(posted).toHaveLength(1);
    const fields = new URLSearchParams(posted[0]);
    expect(fields.get('project[template]')).toBe('node');
    expect(fields.get('project[files][components/ClientOnlyChart.tsx]')).toContain('ssr: false');
    expect(fields.get('project[files][components/SalesChart.tsx]')).toMatch(/^'use client';/);
    expect(fields.get('project[files][pages/legacy.tsx]')).toContain('ssr: false');
    expect(JSON.parse(fields.get('project[files][package.json]') ?? '{}').dependencies).toHaveProperty('next');
  });

  test('searching next.js shows the Next.js recipe first, and migrate 2.x the 1.x/2.x page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    expect((await search(page, 'next.js'))[0]).toBe('/recipes/nextjs');
    // The recipe's section that answers it, or the recipe itself.
    expect((await search(page, 'window is not defined'))[0]).toMatch(
      /^\/recipes\/nextjs(#why-window-is-not-defined)?$/,
    );
    expect((await search(page, 'migrate 2.x')).slice(0, 3)).toContain('/plots-1x-and-2x');
  });

  test('a data change goes through changeData, an option change through a full update', async ({page}) => {
    await page.goto('/recipes/updating');
    const demo = page.locator('[data-demo-id="line-update-paths"]');
    await expectChartDrawn(demo);
    const log = demo.getByLabel('Engine events');
    await demo.getByRole('button', {name: 'Add an hour'}).click();
    await expect(log).toContainText('-- data\nbeforechangedata\nafterchangedata\nbeforerender\nafterrender');
    await demo.getByRole('button', {name: 'Toggle smooth'}).click();
    await expect(log).toContainText('-- option\nbeforerender\nafterrender');
    await demo.getByRole('checkbox', {name: 'New callback on every render'}).check();
    await demo.getByRole('button', {name: 'Add an hour'}).click();
    await expect(log).toHaveText(/-- data\nbeforerender\nafterrender$/);
  });

  test('the export demo reads the drawn chart as a PNG data URL', async ({page}) => {
    await page.goto('/recipes/export');
    const demo = page.locator('[data-demo-id="line-export-image"]');
    await expectChartDrawn(demo);
    await demo.getByRole('button', {name: 'Read as data URL'}).click();
    await expect(demo.getByText(/A PNG data URL of \d+ characters, starting data:image\/png;base64/)).toBeVisible();
    const download = page.waitForEvent('download');
    await demo.getByRole('button', {name: 'Save as PNG'}).click();
    expect((await download).suggestedFilename()).toBe('museum-visitors.png');
    // The CSV is saved whole: its object URL is revoked only after the download has started.
    const csv = page.waitForEvent('download');
    await demo.getByRole('button', {name: 'Save data as CSV'}).click();
    const saved = await (await csv).path();
    const text = fs.readFileSync(saved, 'utf8');
    expect(text.split('\r\n').slice(0, 3)).toEqual(['day,visitors', 'Day 1,820', 'Day 2,760']);
  });
});
