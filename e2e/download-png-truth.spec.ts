import fs from 'node:fs';
import {test, expect} from './fixtures';
import {cursorAtEndOfLine, openLineEditor} from './liveEditor';

/**
 * `Download PNG` says what is true: it saves a chart drawn as SVG (rasterised,
 * still `{demo id}.png`), and a failed chart is called failed, not "not drawn yet".
 */

function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

test('a chart drawn as SVG is saved as {demo id}.png at its on-screen size', async ({page}) => {
  const {demo, editor} = await openLineEditor(page);
  await cursorAtEndOfLine(page, editor, 'yField="users"');
  await page.keyboard.insertText(' renderer="svg"');
  const svg = demo.locator('[class*="livePreview"] svg').first();
  await expect(svg).toBeVisible({timeout: 15_000});
  const box = await svg.boundingBox();
  if (!box) throw new Error('no SVG chart');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    demo.getByRole('button', {name: 'Download PNG'}).click(),
  ]);
  expect(download.suggestedFilename()).toBe('line-basic.png');
  const size = pngSize(fs.readFileSync(await download.path()));
  expect(size.width).toBe(Math.round(box.width));
  expect(size.height).toBe(Math.round(box.height));
  await expect(demo.getByText('Saved line-basic.png')).toBeVisible();
});

test('a chart that failed to draw is called failed', async ({page, consoleGuard}) => {
  consoleGuard.allow(/The demo|failed|Error/);
  const {demo, editor} = await openLineEditor(page);
  await cursorAtEndOfLine(page, editor, 'export default function Demo() {');
  await page.keyboard.insertText(" throw new Error('broken on purpose');");
  await expect(demo.getByRole('alert')).toContainText('broken on purpose');
  await demo.getByRole('button', {name: 'Download PNG'}).click();
  await expect(
    demo.getByText('Could not save the picture: the chart failed to draw (see the error in the demo)'),
  ).toBeVisible();
  await expect(demo.getByText(/has not drawn yet/)).toHaveCount(0);
});
