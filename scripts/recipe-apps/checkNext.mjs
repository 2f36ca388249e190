/**
 * The Next.js project's pages in Chromium, from `next start`: the App Router page (`/`) and the Pages Router page
 * (`/sales`) each draw the recipe's chart with no console error, and the server's HTML holds no chart (ssr: false).
 */
import {expectCanvasesDrawn, expectNoErrors, visit} from './browser.mjs';

/** Where the recipe puts each router's page, and what its server-rendered HTML must hold instead of the chart. */
const PAGES = [
  {path: '/', router: 'App Router', serverHtml: 'Loading chart...'},
  {path: '/sales', router: 'Pages Router', serverHtml: '<div id="__next"></div>'},
];

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base `http://127.0.0.1:4204`
 * @returns {Promise<string[]>} what was checked, one line each
 */
export async function checkNextApp(browser, base) {
  const done = [];
  const context = await browser.newContext();
  try {
    for (const {path, router, serverHtml} of PAGES) {
      const where = `Next.js ${router}: ${path}`;
      const html = await (await fetch(`${base}${path}`)).text();
      if (!html.includes(serverHtml) || html.includes('<canvas'))
        throw new Error(`${where}: the server's HTML should hold ${JSON.stringify(serverHtml)} and no chart`);
      const {page, errors} = await visit(context, `${base}${path}`);
      await expectCanvasesDrawn(page, 1, where);
      expectNoErrors(where, errors);
      done.push(`${where}: server HTML without the chart, 1 chart drawn in the browser, no console error`);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return done;
}
