import type {Locator, Page} from '@playwright/test';
import {expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

/**
 * Opens `/api/line`, waits for its Usage demo to draw, and shows its code:
 * the demo and its `Live code editor`, ready for typing.
 */
export async function openLineEditor(page: Page): Promise<{demo: Locator; editor: Locator}> {
  await page.goto('/api/line');
  await waitForHydration(page);
  const demo = page.locator('[data-demo-id="line-basic"]').first();
  // The block may be re-mounted right after hydration: retry until the scroll lands on the live element.
  await expect(async () => {
    await demo.scrollIntoViewIfNeeded({timeout: 2_000});
  }).toPass();
  await expectChartDrawn(demo);
  await demo.getByRole('button', {name: 'Show code', exact: true}).click();
  const editor = demo.getByLabel('Live code editor');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('export default function Demo');
  return {demo, editor};
}
