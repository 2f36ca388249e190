import {test, expect, waitForHydration} from './fixtures';

test.describe('print and narrow screens', () => {
  test('print shows the chart without demo toolbars', async ({page}) => {
    await page.goto('/api/line');
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    const toolbar = demo.getByRole('toolbar', {name: 'Demo actions'});
    await expect(toolbar).toBeVisible();
    await demo.getByRole('button', {name: 'Show code', exact: true}).click();
    await expect(demo.getByLabel('Live code editor')).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(toolbar).toBeHidden();
    await expect(demo.locator('canvas').first()).toBeVisible();
    // The code prints whole: the editor's scroll box (a maximum height on screen) is gone.
    const editor = demo.getByLabel('Live code editor');
    await expect(editor).toBeVisible();
    const scrollBox = () =>
      editor.evaluate((element) => {
        const box = element.closest('[class*="editor_"]');
        return box ? getComputedStyle(box).maxHeight : 'no editor box';
      });
    expect(await scrollBox()).toBe('none');
    await page.emulateMedia({media: 'screen'});
    await expect(toolbar).toBeVisible();
    expect(await scrollBox()).not.toBe('none');
  });

  for (const path of ['/', '/guide', '/api/line', '/changelog']) {
    test(`${path} does not scroll sideways at 200px`, async ({page}) => {
      await page.setViewportSize({width: 200, height: 700});
      await page.goto(path);
      await waitForHydration(page);
      // Demo toolbars arrive once a demo is near the viewport; measure once the first one is there.
      const toolbars = page.getByRole('toolbar', {name: 'Demo actions'});
      if (path !== '/changelog') {
        await page.locator('[data-demo-id]').first().scrollIntoViewIfNeeded();
        await expect(toolbars.first()).toBeAttached();
      }
      const {scrollWidth, clientWidth} = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});
