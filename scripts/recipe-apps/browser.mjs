/* global document -- these functions run in the page, through Playwright */
/**
 * What every recipe page is checked for in Chromium: its charts draw (canvases with
 * painted pixels) and nothing is logged as an error, except the errors a check expects.
 */

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */

/**
 * Opens `url` in a new page of `context`, recording console errors and uncaught errors.
 * @param {BrowserContext} context
 * @param {string} url
 * @returns {Promise<{page: Page, errors: string[]}>}
 */
export async function visit(context, url) {
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    // The browser asks for /favicon.ico on its own; a recipe's project has none.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  return {page, errors};
}

/**
 * Waits until the page holds `count` canvases, each with painted pixels.
 * @param {Page} page
 * @param {number} count
 * @param {string} where for the message
 */
export async function expectCanvasesDrawn(page, count, where) {
  try {
    await page.waitForFunction(
      (expected) => {
        const canvases = [...document.querySelectorAll('canvas')];
        const painted = (/** @type {HTMLCanvasElement} */ canvas) => {
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0 || canvas.height === 0) return false;
          const {data} = context.getImageData(0, 0, canvas.width, canvas.height);
          for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 0) return true;
          return false;
        };
        return canvases.length === expected && canvases.every(painted);
      },
      count,
      {timeout: 20_000, polling: 250},
    );
  } catch {
    const found = await page.locator('canvas').count();
    throw new Error(`${where}: expected ${count} drawn canvas(es), found ${found} canvas(es) (or some blank)`);
  }
}

/**
 * The facts a harness page recorded (`data-facts` on <html>).
 * @param {Page} page
 * @returns {Promise<Record<string, unknown>>}
 */
export async function facts(page) {
  return JSON.parse((await page.locator('html').getAttribute('data-facts')) ?? '{}');
}

/**
 * Fails with every difference between what was measured and what a recipe says.
 * @param {string} where
 * @param {Record<string, unknown>} actual
 * @param {Record<string, unknown>} expected
 */
export function expectFacts(where, actual, expected) {
  const wrong = Object.entries(expected).filter(
    ([name, value]) => JSON.stringify(actual[name]) !== JSON.stringify(value),
  );
  if (wrong.length > 0) {
    throw new Error(
      `${where}: ${wrong.map(([name, value]) => `${name} is ${JSON.stringify(actual[name])}, expected ${JSON.stringify(value)}`).join('; ')}`,
    );
  }
}

/**
 * Fails when errors were recorded other than those matching `allowed`.
 * @param {string} where
 * @param {string[]} errors
 * @param {RegExp} [allowed]
 */
export function expectNoErrors(where, errors, allowed) {
  const unexpected = errors.filter((error) => !allowed?.test(error));
  if (unexpected.length > 0) throw new Error(`${where}: ${unexpected.join('\n')}`);
}

/**
 * Moves the pointer over the middle of an element's canvas, in a few steps so the chart sees a move.
 * @param {Page} page
 * @param {import('@playwright/test').Locator} canvas
 */
export async function hover(page, canvas) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the canvas has no box');
  await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 5});
}
