import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {openLineEditor} from './liveEditor';

/**
 * A visitor's work on a chart page (edited demo code, changed options)
 * survives what the network does: a part of the demo that fails to download
 * (the data table, the inspector) says so inside the demo with Retry, and a
 * reload brings the work back, with a note and a way to drop it.
 */

const EDIT = '// my own note';

/**
 * The editor draws only the lines in view (CodeMirror), and the edit is on
 * the last line: the cursor goes there first.
 */
async function lastLines(page: Page, editor: Locator): Promise<Locator> {
  await editor.focus();
  await page.keyboard.press('Control+End');
  return editor;
}

async function blockScripts(page: Page): Promise<() => Promise<void>> {
  await page.route('**/assets/js/*.js', (route) => route.abort('internetdisconnected'));
  return () => page.unroute('**/assets/js/*.js');
}

async function editAndSwitchSmooth(page: Page): Promise<{demo: Locator; editor: Locator}> {
  const {demo, editor} = await openLineEditor(page);
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(`\n${EDIT}\n`);
  await expect(editor).toContainText(EDIT);
  // The edited code runs (its chunk loaded) before anything else happens.
  await expect(demo.locator('[class*="livePreview"] canvas')).toBeVisible();
  const smooth = page.getByRole('switch', {name: 'smooth', exact: true});
  await smooth.click();
  await expect(smooth).toBeChecked();
  return {demo, editor};
}

test.describe('work kept through failed downloads and reloads', () => {
  test.beforeEach(({consoleGuard}) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Loading chunk|ChunkLoadError|net::/);
  });

  for (const action of ['Show data table', 'Inspect chart']) {
    test(`${action} failing to download stays inside the demo, with Retry, and keeps the edits`, async ({page}) => {
      const {demo, editor} = await editAndSwitchSmooth(page);
      const unblock = await blockScripts(page);
      await demo.getByRole('button', {name: action, exact: true}).click();
      // The table's and the inspector's code may need more than one chunk: each failed part says so.
      const alert = demo.getByRole('alert').filter({hasText: 'This demo could not be loaded'}).first();
      await expect(alert).toBeVisible();
      await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(editor).toContainText(EDIT);
      await expect(page.getByRole('switch', {name: 'smooth', exact: true})).toBeChecked();

      await unblock();
      await alert.getByRole('button', {name: 'Retry'}).click();
      await expect(demo.getByRole('alert')).toHaveCount(0);
      if (action === 'Show data table') {
        await expect(demo.getByRole('table')).toBeVisible();
      } else {
        await expect(demo.getByRole('list', {name: 'Chart parts'})).toBeVisible();
      }
    });
  }

  test('a reload brings back the edited code and the options, each with a note and Discard', async ({page}) => {
    await editAndSwitchSmooth(page);
    await page.reload();
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    const codeNote = demo
      .getByRole('note')
      .filter({hasText: 'Your edited code from earlier in this tab was restored.'});
    await expect(codeNote).toBeVisible();
    await expect(await lastLines(page, demo.getByLabel('Live code editor'))).toContainText(EDIT);
    const smooth = page.getByRole('switch', {name: 'smooth', exact: true});
    await expect(smooth).toBeChecked();
    const optionsNote = page
      .getByRole('note')
      .filter({hasText: 'Your option changes from earlier in this tab were restored.'});
    await expect(optionsNote).toBeVisible();

    await codeNote.getByRole('button', {name: 'Discard'}).click();
    await expect(codeNote).toHaveCount(0);
    await expect(await lastLines(page, demo.getByLabel('Live code editor'))).not.toContainText(EDIT);
    await optionsNote.getByRole('button', {name: 'Discard'}).click();
    await expect(smooth).not.toBeChecked();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('switch', {name: 'smooth', exact: true})).not.toBeChecked();
    await expect(page.getByText(/from earlier in this tab was restored|were restored/)).toHaveCount(0);
  });
});
