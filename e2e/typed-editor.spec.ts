import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectChartDrawn} from './charts';
import {cursorAtEndOfLine, editorText, openLineEditor} from './liveEditor';

/**
 * The live editor knows the library's types: completion of the chart's
 * options, hover information with the props table's description and a link
 * to its row, type errors underlined and listed; without its worker it is a
 * plain editor that says so. Compile-and-run is unchanged.
 */

/** Opens the line demo's code and waits until the type help has loaded. */
async function openTypedEditor(page: Page): Promise<{demo: Locator; editor: Locator}> {
  const opened = await openLineEditor(page);
  await expect(opened.demo.locator('[data-type-help]')).toHaveAttribute('data-type-help', 'ready', {timeout: 30_000});
  return opened;
}

/** Types `text` on a new line right after `<Line`, i.e. among its props. */
async function typeAmongLineProps(page: Page, editor: Locator, text: string): Promise<void> {
  await cursorAtEndOfLine(page, editor, '<Line');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

async function expectAxeClean(page: Page, include: string): Promise<void> {
  const {violations} = await new AxeBuilder({page}).setLegacyMode().include(include).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

test.describe('type help in the live editor', () => {
  test.describe.configure({mode: 'parallel'});

  test('typing smoo among the <Line props offers smooth as an option of a listbox', async ({page}) => {
    const {demo, editor} = await openTypedEditor(page);
    await typeAmongLineProps(page, editor, 'smoo');
    const listbox = demo.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const smooth = listbox.getByRole('option', {name: /^smooth/});
    await expect(smooth).toBeVisible();
    await expect(listbox.getByRole('option').first()).toHaveAccessibleName(/^smooth/);
    // A tap or a click picks an option (as Enter does once the list has been open for a moment).
    await smooth.click();
    await expect.poll(() => editorText(editor)).toMatch(/<Line\n\s*smooth\n/);
  });

  test('hovering xField shows its type, the English description and a link to its row', async ({page}) => {
    const {demo, editor} = await openTypedEditor(page);
    await editor.getByText('xField', {exact: true}).hover();
    const hover = demo.locator('.cm-tooltip-hover');
    await expect(hover).toBeVisible();
    await expect(hover).toContainText('(property) xField?: string');
    await expect(hover).toContainText('Data field mapped to the x axis.');
    await expect(hover.getByRole('link', {name: 'xField in the API table'})).toHaveAttribute(
      'href',
      '/api/line#prop-xField',
    );
  });

  test('hovering a callback option tells what the engine passes its function', async ({page}) => {
    const {demo, editor} = await openTypedEditor(page);
    await typeAmongLineProps(page, editor, 'lineShape={() => "smooth"}');
    await page.keyboard.press('Escape');
    await editor.getByText('lineShape', {exact: true}).hover();
    const hover = demo.locator('.cm-tooltip-hover');
    await expect(hover).toContainText('The function receives:');
    await expect(hover).toContainText('datum: Datum – An object with the fields the option maps (xField, yField');
    await expect(hover).toContainText('Returns string');
    await expect(hover.getByRole('link', {name: 'lineShape in the API table'})).toHaveAttribute(
      'href',
      '/api/line#prop-lineShape',
    );
  });

  test('smooth="yes" is underlined and its message listed under the editor', async ({page}) => {
    const {demo, editor} = await openTypedEditor(page);
    await typeAmongLineProps(page, editor, 'smooth="yes"');
    await page.keyboard.press('Escape');
    await expect(editor.locator('.cm-lintRange-error').first()).toHaveText('smooth');
    const line = (await editorText(editor)).split('\n').findIndex((text) => text.includes('smooth="yes"')) + 1;
    const problems = demo.getByRole('list', {name: 'Type errors'});
    await expect(problems.getByRole('listitem').first()).toContainText(
      `Line ${line}: Type 'string' is not assignable to type 'boolean`,
    );
    await expect(problems.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    // Fixing it clears the list.
    await editor.getByText('"yes"').click();
    await page.keyboard.press('End');
    for (let i = 0; i < 'smooth="yes"'.length; i += 1) await page.keyboard.press('Backspace');
    await expect(problems).toHaveCount(0);
  });

  test('the edited chart redraws 500 ms after the last keystroke', async ({page}) => {
    const {demo, editor} = await openTypedEditor(page);
    await expectChartDrawn(demo);
    await demo.evaluate((element) => {
      const probe = {lastInput: 0, redrawnAt: 0};
      (window as unknown as {__probe: typeof probe}).__probe = probe;
      const first = element.querySelector('canvas');
      element.addEventListener('input', () => (probe.lastInput = performance.now()), true);
      new MutationObserver(() => {
        if (!probe.redrawnAt && probe.lastInput && element.querySelector('canvas') !== first) {
          probe.redrawnAt = performance.now();
        }
      }).observe(element, {childList: true, subtree: true});
    });
    await typeAmongLineProps(page, editor, 'smooth');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {__probe: {redrawnAt: number}}).__probe.redrawnAt))
      .toBeGreaterThan(0);
    const {lastInput, redrawnAt} = await page.evaluate(
      () => (window as unknown as {__probe: {lastInput: number; redrawnAt: number}}).__probe,
    );
    expect(redrawnAt - lastInput, 'redrawn before the debounce ran out').toBeGreaterThanOrEqual(480);
    await expectChartDrawn(demo);
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });

  test('without its worker the editor says type help is unavailable and editing still runs', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
    // React reports the error its boundary caught on the console.
    consoleGuard.allow(/edited without type help|The above error occurred/);
    await page.route(/type-help[^/]*\.js(\?|$)/, (route) => route.abort());
    const {demo, editor} = await openLineEditor(page);
    await expect(demo.getByRole('status').filter({hasText: 'Type help is unavailable'})).toBeVisible({
      timeout: 15_000,
    });
    await cursorAtEndOfLine(page, editor, 'export default function Demo() {');
    await page.keyboard.press('Enter');
    await page.keyboard.type("throw new Error('edited without type help');");
    await expect(demo.getByRole('alert')).toContainText('edited without type help', {timeout: 15_000});
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious with the editor open and completions showing, ${theme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: theme});
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const {demo, editor} = await openTypedEditor(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await typeAmongLineProps(page, editor, 'smoo');
      await expect(demo.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await expectAxeClean(page, '[data-demo-id="line-basic"]');
    });
  }
});
