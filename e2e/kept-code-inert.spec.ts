import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';
import {editorText, openLineDemo, openLineEditor} from './liveEditor';

/**
 * Edited code kept for the tab comes back after a reload, but code whose last
 * run never ended (it froze the tab, or navigated away) comes back inert:
 * shown in the editor with its note, `Run it` and `Discard`, and not run
 * until the visitor asks. Code whose run ended normally runs again.
 */

const NOT_RUN = 'It has not run';

/** One native call that holds the thread for many seconds (catastrophic backtracking); no loop guard sees it. */
const HANGING_DEMO = [
  "import {Line} from '@ant-design/plots';",
  "/^(a+)+$/.test('a'.repeat(30) + 'b');",
  'export default function Demo() {',
  '  return <Line data={[{x: \'a\', y: 1}, {x: \'b\', y: 2}]} xField="x" yField="y" />;',
  '}',
].join('\n');

/** The page answers script within a second (a frozen tab never does). */
async function expectResponsive(page: Page): Promise<void> {
  const answered = await Promise.race([
    page.evaluate(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000)),
  ]);
  expect(answered, 'the page answered within 1 s').toBe(true);
}

function codeNote(demo: Locator): Locator {
  return demo.getByRole('note').filter({hasText: 'Your edited code from earlier in this tab was restored.'});
}

/**
 * Opens the Line demo's editor, starts counting the page's loads, and types `code` at the end of the
 * demo's code as a visitor would. Returns the count so far.
 */
async function typeAtEndOfLineDemo(page: Page, code: string): Promise<() => number> {
  const {editor} = await openLineEditor(page);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(code);
  return () => loads;
}

test.describe('kept code that did not end is restored inert', () => {
  test('code that navigates reloads the page once, then comes back without running', async ({page}) => {
    const loads = await typeAtEndOfLineDemo(page, '\nlocation.reload();\n');
    // The edit runs after the 500 ms debounce and reloads the page.
    await expect.poll(loads, {timeout: 10_000}).toBeGreaterThanOrEqual(1);
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    await expect(codeNote(demo)).toContainText(NOT_RUN);
    // Before the fix it ran again at once: 39 reloads in 60 s.
    await page.waitForTimeout(4_000);
    expect(loads()).toBe(1);
    const restoredEditor = demo.getByLabel('Live code editor');
    await expect(restoredEditor).toBeVisible();
    // The editor draws only the lines in view; the kept line is the last one.
    await restoredEditor.focus();
    await page.keyboard.press('Control+End');
    await expect(restoredEditor).toContainText('location.reload();');
    // The demo's own chart shows meanwhile.
    await expectChartDrawn(demo);

    await codeNote(demo).getByRole('button', {name: 'Discard'}).click();
    await expect(codeNote(demo)).toHaveCount(0);
    await restoredEditor.focus();
    await page.keyboard.press('Control+End');
    expect(await editorText(restoredEditor)).not.toContain('location.reload();');
    await page.waitForTimeout(1_500);
    expect(loads()).toBe(1);
  });

  test('code that navigates from a timer after its run ended reloads the page once, then comes back without running', async ({
    page,
  }) => {
    // Later than the second after which a run counts as ended.
    const loads = await typeAtEndOfLineDemo(page, '\nsetTimeout(() => location.reload(), 2500);\n');
    await expect.poll(loads, {timeout: 15_000}).toBeGreaterThanOrEqual(1);
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    // The first reload came from the visitor's own page (they typed there), so the code ran again once;
    // that page was left with nobody touching it, so the next load keeps the code inert.
    await expect.poll(loads, {timeout: 15_000}).toBe(2);
    await waitForHydration(page);
    await expect(codeNote(demo)).toContainText(NOT_RUN);
    await page.waitForTimeout(4_000);
    expect(loads()).toBe(2);
  });

  test('code that froze the tab comes back shown, not run, and the page answers', async ({page}) => {
    await openLineDemo(page);
    // What a tab frozen by this code leaves behind: the code kept, its run started and never ended.
    await page.evaluate((code) => {
      sessionStorage.setItem('plots-docs:code:line-basic', code);
      sessionStorage.setItem('plots-docs:run:line-basic', 'started:0');
    }, HANGING_DEMO);
    await page.reload();
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    await expect(codeNote(demo)).toContainText(NOT_RUN, {timeout: 15_000});
    await page.waitForTimeout(1_500);
    await expectResponsive(page);
    expect(await editorText(demo.getByLabel('Live code editor'))).toContain("'a'.repeat(30)");
    await expect(codeNote(demo).getByRole('button', {name: 'Run it'})).toBeVisible();
    await codeNote(demo).getByRole('button', {name: 'Discard'}).click();
    await expect(codeNote(demo)).toHaveCount(0);
    await expectResponsive(page);
  });

  test('code whose run ended normally runs again after a reload', async ({page}) => {
    const {demo, editor} = await openLineEditor(page);
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n// kept and fine\n');
    await expect(demo.locator('[class*="livePreview"] canvas')).toBeVisible();
    // The run counts as ended once the page has stayed for a second after it.
    await page.waitForTimeout(1_500);
    await page.reload();
    await waitForHydration(page);
    const restored = page.locator('[data-demo-id="line-basic"]').first();
    await expect(codeNote(restored)).toBeVisible();
    await expect(codeNote(restored)).not.toContainText(NOT_RUN);
    await expect(restored.locator('[class*="livePreview"] canvas')).toBeVisible();
  });

  test('Run it runs inert kept code', async ({page}) => {
    await openLineDemo(page);
    await page.evaluate(() => {
      sessionStorage.setItem(
        'plots-docs:code:line-basic',
        "import {Line} from '@ant-design/plots';\nexport default function Demo() {\n  return <p>ran on request</p>;\n}\n",
      );
    });
    await page.reload();
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    await expect(codeNote(demo)).toContainText(NOT_RUN);
    // The editor shows the code (and its text); the demo's box does not run it.
    const ran = demo.locator('[class*="livePreview"]').getByText('ran on request');
    await page.waitForTimeout(1_500);
    await expect(ran).toHaveCount(0);
    await codeNote(demo).getByRole('button', {name: 'Run it'}).click();
    await expect(ran).toBeVisible();
  });
});
