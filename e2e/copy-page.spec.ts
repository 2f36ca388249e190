import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * The `Copy page` menu of the docs pages (plugins/llms/src/theme/CopyPageMenu): the
 * menu button pattern by keyboard, what it copies, the clipboard-refused
 * fallback, its links, and axe over the open menu in both color modes.
 */

async function openPage(page: Page, path = '/api/line'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const menuButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});

test.describe('Copy page menu', () => {
  test('is on every docs page, not on the other pages', async ({page}) => {
    for (const path of ['/guide', '/api', '/api/line', '/api/dual-axes', '/recipes/nextjs']) {
      await openPage(page, path);
      await expect(menuButton(page), path).toBeVisible();
    }
    for (const path of ['/', '/changelog', '/examples']) {
      await openPage(page, path);
      await expect(menuButton(page), path).toHaveCount(0);
    }
  });

  test('works from the keyboard as a menu button', async ({page}) => {
    await openPage(page);
    const button = menuButton(page);
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', {name: 'Copy page'});
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText([
      'Copy as Markdown',
      'View as Markdown (opens in a new tab)',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    // ArrowUp opens on the last item; Tab closes and moves on.
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toHaveCount(0);
  });

  test("copies the page's Markdown: the Usage code and the props table", async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await openPage(page);
    await menuButton(page).click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied the page as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get('/api/line.md')).text();
    expect(copied).toBe(served);
    expect(copied).toMatch(/^# Line\n/);
    expect(copied).toMatch(/## Usage\n\n### .+\n\n.+\n\n```tsx\nimport React from 'react';/);
    expect(copied).toMatch(/^\| `smooth` \| `boolean` \| `false` \| /m);
  });

  test('falls back to a prompt holding the Markdown when the clipboard is refused', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      if (navigator.clipboard) {
        Object.defineProperty(navigator.clipboard, 'writeText', {configurable: true, value: refuse});
      }
      document.execCommand = () => false;
    });
    await openPage(page, '/guide');
    await menuButton(page).click();
    const dialog = page.waitForEvent('dialog');
    const click = page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    const prompt = await dialog;
    expect(prompt.type()).toBe('prompt');
    expect(prompt.message()).toBe('Copy to clipboard: Ctrl+C, Enter');
    expect(prompt.defaultValue()).toMatch(/^# Get Started\n/);
    await prompt.dismiss();
    await click;
    await expect(page.getByRole('status').filter({hasText: 'clipboard'})).toHaveText(
      'Could not copy: the clipboard is not available',
    );
  });

  test('links the Markdown and the assistants with a prompt naming its address', async ({page}) => {
    await openPage(page);
    await menuButton(page).click();
    await expect(page.getByRole('menuitem', {name: /View as Markdown/})).toHaveAttribute('href', '/api/line.md');
    const prompt = 'Read https://plots-docs.example.org/api/line.md so I can ask questions about it.';
    const chatGpt = await page.getByRole('menuitem', {name: /Open in ChatGPT/}).getAttribute('href');
    const claude = await page.getByRole('menuitem', {name: /Open in Claude/}).getAttribute('href');
    expect(new URL(chatGpt!).origin).toBe('https://chatgpt.com');
    expect(new URL(chatGpt!).searchParams.get('q')).toBe(prompt);
    expect(new URL(claude!).origin).toBe('https://claude.ai');
    expect(new URL(claude!).searchParams.get('q')).toBe(prompt);
    const view = await page.request.get('/api/line.md');
    expect(view.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation with the menu open (${theme})`, async ({page}) => {
      await page.emulateMedia({colorScheme: theme});
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openPage(page, '/guide');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await menuButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      const {violations} = await new AxeBuilder({page})
        .setLegacyMode()
        .include('article')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const found = violations
        .filter((violation) => violation.nodes.some((node) => node.target.join(' ').length > 0))
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
      expect(found).toEqual([]);
    });
  }
});
