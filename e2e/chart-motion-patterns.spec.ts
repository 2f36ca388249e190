import type {Locator} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn, openUsageDemo} from './charts';

/**
 * Color is not the only cue (the Patterns switch fills shapes with patterns,
 * remembered across pages) and charts do not move for visitors who ask for
 * reduced motion.
 */

/** A fingerprint of the first canvas of a demo: changes whenever a pixel does. */
async function canvasHash(demo: Locator): Promise<string> {
  return demo.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas) return 'no canvas';
    if (!context) return 'no context';
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 0;
    for (let i = 0; i < pixels.length; i += 1) {
      hash = (hash * 31 + pixels[i]!) | 0;
    }
    return `${canvas.width}x${canvas.height}:${hash}`;
  });
}

/** Waits until the canvas stops changing (animations over) and returns its fingerprint. */
async function settledHash(demo: Locator): Promise<string> {
  let previous = 'none yet';
  let current = await canvasHash(demo);
  for (let i = 0; i < 40 && current !== previous; i += 1) {
    await demo.page().waitForTimeout(250);
    previous = current;
    current = await canvasHash(demo);
  }
  return current;
}

test.describe('patterns and reduced motion', () => {
  test('the Patterns switch changes the drawn fills on /api/pie and is remembered after a reload', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    let demo = await openUsageDemo(page, '/api/pie');
    const plain = await settledHash(demo);
    const patterns = demo.getByRole('button', {name: 'Patterns'});
    await expect(patterns).toHaveAttribute('aria-pressed', 'false');
    await patterns.click();
    await expect(patterns).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => canvasHash(demo)).not.toBe(plain);
    const patterned = await settledHash(demo);

    await page.reload();
    await waitForHydration(page);
    demo = page.locator('[data-demo-id]:visible').first();
    await expectChartDrawn(demo);
    await expect(demo.getByRole('button', {name: 'Patterns'})).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => settledHash(demo)).toBe(patterned);

    // Every toolbar follows the one switch; turning it off restores the plain fills.
    await demo.getByRole('button', {name: 'Patterns'}).click();
    await expect(page.getByRole('button', {name: 'Patterns', pressed: true})).toHaveCount(0);
    await expect.poll(() => settledHash(demo)).toBe(plain);
  });

  test('a stored value the site does not know leaves patterns off', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('chart-patterns', 'stripes please'));
    const demo = await openUsageDemo(page, '/api/pie');
    await expect(demo.getByRole('button', {name: 'Patterns'})).toHaveAttribute('aria-pressed', 'false');
  });

  test('with reduced motion the chart is drawn at once, without animation', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const demo = await openUsageDemo(page, '/api/line');
    const first = await canvasHash(demo);
    await page.waitForTimeout(400);
    expect(await canvasHash(demo)).toBe(first);
    await page.waitForTimeout(800);
    expect(await canvasHash(demo)).toBe(first);
  });
});
