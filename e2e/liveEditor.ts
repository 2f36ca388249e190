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
