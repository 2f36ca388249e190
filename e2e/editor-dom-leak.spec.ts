import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {editorText, openLineEditor} from './liveEditor';

/**
 * Replacing the whole code in the live editor (select all, then paste) does
 * not leave the page holding more DOM nodes each time: the browser kept the
 * dropped lines' nodes, +438 per replacement on the line demo before the fix.
 */

/** Live DOM nodes after two garbage collections, as Chromium counts them (attached or not). */
async function domNodes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const {nodes} = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  return nodes;
}

test('whole-document replacements do not pile up DOM nodes', async ({page}) => {
  const {demo, editor} = await openLineEditor(page);
  const source = await editorText(editor);
  const replaceAll = async (round: number) => {
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(`${source}\n// round ${round}`);
    await expect(editor).toContainText(`// round ${round}`);
    // The edited code has run and the chart is drawn again before the next round.
    await expect(demo.locator('[class*="livePreview"] canvas')).toBeVisible();
    await page.waitForTimeout(800);
  };
  await replaceAll(0);
  const before = await domNodes(page);
  const ROUNDS = 6;
  for (let round = 1; round <= ROUNDS; round += 1) await replaceAll(round);
  const after = await domNodes(page);
  const perRound = (after - before) / ROUNDS;
  expect(perRound, `DOM nodes per replacement (${before} -> ${after})`).toBeLessThan(60);
});
