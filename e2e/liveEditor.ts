import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

/** Opens `/api/line` and scrolls its Usage demo (`line-basic`) into view once the page is hydrated. */
export async function openLineDemo(page: Page): Promise<Locator> {
  await page.goto('/api/line');
  await waitForHydration(page);
  const demo = page.locator('[data-demo-id="line-basic"]').first();
  // The block may be re-mounted right after hydration: retry until the scroll lands on the live element.
  await expect(async () => {
    await demo.scrollIntoViewIfNeeded({timeout: 2_000});
  }).toPass();
  return demo;
}

/**
 * Opens `/api/line`, waits for its Usage demo to draw, and shows its code:
 * the demo and its `Live code editor`, ready for typing.
 */
export async function openLineEditor(page: Page): Promise<{demo: Locator; editor: Locator}> {
  const demo = await openLineDemo(page);
  await expectChartDrawn(demo);
  await demo.getByRole('button', {name: 'Show code', exact: true}).click();
  const editor = demo.getByLabel('Live code editor');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('export default function Demo');
  return {demo, editor};
}

/**
 * The editor's code, one line per line. The editor (CodeMirror) draws each
 * line as its own element, so the element's `textContent` has no line breaks.
 */
export async function editorText(editor: Locator): Promise<string> {
  return (await editor.locator('.cm-line').allTextContents()).join('\n');
}

/** Puts the cursor at the end of the first line that contains `text` (the line is clicked, then End). */
export async function cursorAtEndOfLine(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.locator('.cm-line', {hasText: text}).first().click();
  await page.keyboard.press('End');
}
