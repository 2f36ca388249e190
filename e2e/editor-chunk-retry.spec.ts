import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectChartDrawn} from './charts';
import {openLineDemo} from './liveEditor';

/**
 * The live editor's own chunks (the editor, and the preview that runs edited
 * code) are loaded only when a visitor opens or edits the code. When their
 * download fails, the demo says it could not be loaded and offers Retry, as
 * for a demo's own chunk; Retry, or the connection coming back, loads them.
 */

/** Fails every script request from now on until `restore`; counts the failed ones. */
async function blockScripts(page: Page): Promise<{restore: () => void; failed: () => number}> {
  let blocking = true;
  let failed = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (blocking) {
      failed += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  return {restore: () => (blocking = false), failed: () => failed};
}

/** The line demo, drawn, with its toolbar complete (the source has arrived), before anything is blocked. */
async function readyDemo(page: Page): Promise<Locator> {
  const demo = await openLineDemo(page);
  await expectChartDrawn(demo);
  await expect(demo.getByRole('button', {name: 'Copy code', exact: true})).toBeVisible();
  return demo;
}

async function replaceCode(page: Page, editor: Locator): Promise<void> {
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('export default function Demo() {\n  return <p>{`edited ${6 * 7}`}</p>;\n}\n');
}

test.describe('the live editor after a failed download', () => {
  test.beforeEach(({consoleGuard}) => {
    // The blocked downloads themselves are reported by the browser and by the bundler's loader.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Loading chunk|ChunkLoadError|net::/);
  });

  test('Retry loads the editor, and then the preview that runs the edited code', async ({page}) => {
    const demo = await readyDemo(page);
    const scripts = await blockScripts(page);
    await demo.getByRole('button', {name: 'Show code', exact: true}).click();
    const alert = demo.getByRole('alert');
    await expect(alert).toContainText('This demo could not be loaded');
    await expect(alert).not.toContainText('failed to render');
    expect(scripts.failed()).toBeGreaterThan(0);
    scripts.restore();
    await alert.getByRole('button', {name: 'Retry'}).click();
    const editor = demo.getByLabel('Live code editor');
    await expect(editor).toContainText('export default function Demo');
    await expect(alert).toHaveCount(0);
    await page.unroute('**/assets/js/*.js');

    // The chunk that runs edited code fails the first time too.
    const again = await blockScripts(page);
    await replaceCode(page, editor);
    await expect(alert).toContainText('This demo could not be loaded');
    expect(again.failed()).toBeGreaterThan(0);
    again.restore();
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(demo.getByText('edited 42')).toBeVisible();
    await expect(alert).toHaveCount(0);
    // The editor stayed as it was: the edit is still there.
    await expect(editor).toContainText('edited ${6 * 7}');
  });

  test('the connection coming back (online event) loads the editor without a click', async ({page, context}) => {
    const demo = await readyDemo(page);
    const scripts = await blockScripts(page);
    await demo.getByRole('button', {name: 'Show code', exact: true}).click();
    await expect(demo.getByRole('alert')).toContainText('This demo could not be loaded');
    await context.setOffline(true);
    scripts.restore();
    await context.setOffline(false);
    const editor = demo.getByLabel('Live code editor');
    await expect(editor).toBeVisible();
    await replaceCode(page, editor);
    await expect(demo.getByText('edited 42')).toBeVisible();
  });

  test('hiding and showing the code again later loads the editor', async ({page}) => {
    const demo = await readyDemo(page);
    const scripts = await blockScripts(page);
    const toggle = demo.getByRole('button', {name: /^(Show|Hide) code$/});
    await toggle.click();
    await expect(demo.getByRole('alert')).toContainText('This demo could not be loaded');
    scripts.restore();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(demo.getByLabel('Live code editor')).toBeVisible();
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });
});
