/* global document -- these functions run in the page, through Playwright */
/**
 * The Vite project's pages in Chromium: each recipe's code draws, and what the recipes say about behaviour holds
 * (export, strict mode, data updates, React 19). `react` is the React of the build, `dev` whether it is a
 * development build (strict mode runs effects twice only there).
 */
import {expectCanvasesDrawn, expectFacts, expectNoErrors, facts, hover, visit} from './browser.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {{react: '18' | '19', dev: boolean}} Build */

/** What the export recipe's CSV code must write for the harness's awkward rows (quoted, formulas neutralised). */
const EXPECTED_CSV =
  '\uFEFFmonth,sales\r\n"Jan, early",120\r\n"\'=HYPERLINK(""https://example.org"")",132\r\n\'+1,-5\r\n\'@SUM(A1),134\r\n';

/**
 * What React 19 throws where @ant-design/plots calls ReactDOM.render: `reactRender is not a function`, its local
 * name, which a production build minifies (`IV is not a function`).
 */
const REACT_RENDER_ERROR = /^uncaught: (reactRender|\w+) is not a function$/;

/** Pages and the canvases each draws (the export page's two svg-renderer charts have none). */
const PAGES = {
  '': 1,
  export: 2,
  'large-data': 1,
  'react-19': 2,
  responsive: 4,
  'strict-mode': 2,
  themes: 1,
  typescript: 2,
  updating: 7,
};

/**
 * @param {Browser} browser
 * @param {string} base the served build, `http://127.0.0.1:4204/`
 * @param {Build} build
 * @returns {Promise<string[]>} what was checked, one line each
 */
export async function checkViteApp(browser, base, build) {
  const label = `Vite, React ${build.react}${build.dev ? ', development build' : ''}`;
  const done = [];
  const context = await browser.newContext({acceptDownloads: true, colorScheme: 'dark'});
  try {
    // A development build shows what only development does (strict mode's second mount) and unminified names.
    const pages = build.dev ? {'react-19': PAGES['react-19'], 'strict-mode': PAGES['strict-mode']} : PAGES;
    for (const [name, canvases] of Object.entries(pages)) {
      const where = `${label}: ${name ? `/?recipe=${name}` : '/'}`;
      const {page, errors} = await visit(context, name ? `${base}?recipe=${name}` : base);
      await expectCanvasesDrawn(page, canvases, where);
      const extra = await CHECKS[name]?.(page, build, where, errors);
      // React 19 throws where a tooltip is JSX: that error is what the react-19 page asserts.
      expectNoErrors(where, errors, build.react === '19' && name === 'react-19' ? REACT_RENDER_ERROR : undefined);
      done.push(`${where}: ${canvases} chart(s) drawn, no console error${extra ? `; ${extra}` : ''}`);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return done;
}

/** @type {Record<string, (page: import('@playwright/test').Page, build: Build, where: string, errors: string[]) => Promise<string>>} */
const CHECKS = {
  async export(page, build, where) {
    await page.waitForFunction(() => document.documentElement.dataset.facts?.includes('chartRefSameChart'));
    expectFacts(where, await facts(page), {
      onReadyMethods: ['function', 'function'],
      dottedName: 'report v1.2',
      chartRefIsPlot: false,
      chartRefSameChart: true,
      svgMethods: ['function', 'function'],
    });
    const svgErrors = await facts(page);
    for (const method of ['svgDownloadImage', 'svgToDataURL']) {
      if (!/toDataURL is not a function/.test(String(svgErrors[method])))
        throw new Error(`${where}: with renderer svg, ${method} gave "${svgErrors[method]}"`);
    }
    const canvasSection = page.getByRole('region', {name: 'canvas renderer'});
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      canvasSection.getByRole('button', {name: 'Download PNG'}).click(),
    ]);
    const pngBytes = await streamBytes(png);
    if (png.suggestedFilename() !== 'sales v1.2.png' || pngBytes.subarray(1, 4).toString() !== 'PNG')
      throw new Error(`${where}: Download PNG saved ${png.suggestedFilename()}, not a PNG named "sales v1.2.png"`);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      canvasSection.getByRole('button', {name: 'Download CSV'}).click(),
    ]);
    const csvText = (await streamBytes(csv)).toString('utf8');
    if (csvText !== EXPECTED_CSV) throw new Error(`${where}: the CSV is ${JSON.stringify(csvText)}`);
    // The svg chart: the recipe's guard saves nothing and throws nothing.
    let svgDownload = false;
    page.on('download', () => (svgDownload = true));
    await page.getByRole('region', {name: 'svg renderer'}).getByRole('button', {name: 'Download PNG'}).click();
    await page.waitForTimeout(500);
    if (svgDownload) throw new Error(`${where}: Download PNG of the svg chart saved a file`);
    return 'onReady plot has downloadImage and toDataURL; chartRef is a copy on the same chart; "report v1.2" saved without extension; svg renderer: both throw, savePng saves nothing; PNG and quoted, neutralised CSV downloaded';
  },

  async 'strict-mode'(page, build, where) {
    await page.waitForFunction(() => document.documentElement.dataset.facts?.includes('chartRefIsLastPlot'));
    await page.waitForTimeout(300);
    const calls = build.dev ? 2 : 1;
    expectFacts(where, await facts(page), {onReady: calls, chartRefIsLastPlot: true});
    return `onReady called ${calls}x, chartRef on the last plot`;
  },

  async typescript(page, _build, where) {
    const canvas = page.getByRole('region', {name: 'Signups'}).locator('canvas');
    await hover(page, canvas);
    await page.waitForFunction(() => document.documentElement.dataset.facts?.includes('points'));
    const points = /** @type {{x: number, y: number}[]} */ ((await facts(page)).points);
    const box = await canvas.boundingBox();
    if (!box || points.length < 2) throw new Error(`${where}: no points to click`);
    await page.mouse.click(box.x + points[1].x, box.y + points[1].y);
    await page.waitForFunction(() => document.documentElement.dataset.facts?.includes('picked'), null, {timeout: 5000});
    expectFacts(where, await facts(page), {picked: '2026-W02'});
    return 'a click on the second point calls onPick with its week';
  },

  async themes(page, _build, where) {
    expectFacts(where, await facts(page), {prefersDark: true});
    return 'usePrefersDark reads the dark color scheme';
  },

  async updating(page, _build, where) {
    const before = await facts(page);
    await page.getByRole('button', {name: 'Change data'}).click();
    await page.waitForTimeout(1500);
    const after = await facts(page);
    /** @type {Record<string, string>} */
    const paths = {};
    for (const chart of ['Line', 'Column', 'Pie', 'DualAxes', 'Funnel', 'Heatmap', 'Venn']) {
      const delta = (/** @type {string} */ event) =>
        Number(after[`${chart}:${event}`] ?? 0) - Number(before[`${chart}:${event}`] ?? 0);
      paths[chart] =
        `changedata ${delta('beforechangedata')}/${delta('afterchangedata')}, renders ${delta('beforerender')}/${delta('afterrender')}`;
    }
    expectFacts(where, paths, UPDATE_PATHS);
    return Object.entries(paths)
      .map(([chart, path]) => `${chart}: ${path}`)
      .join(', ');
  },

  async 'react-19'(page, build, where, errors) {
    const [jsx, html] = await page.locator('section canvas').all();
    await hover(page, html);
    await page.locator('.html-tooltip').first().waitFor({timeout: 5000});
    await hover(page, jsx);
    if (build.react === '19') {
      await page.waitForTimeout(500);
      const wanted = build.dev ? /^uncaught: reactRender is not a function$/ : REACT_RENDER_ERROR;
      if (!errors.some((error) => wanted.test(error)))
        throw new Error(
          `${where}: the JSX tooltip did not throw "reactRender is not a function": ${errors.join('; ')}`,
        );
      if ((await page.locator('.jsx-tooltip').count()) > 0)
        throw new Error(`${where}: the JSX tooltip showed on React 19`);
      return 'HTML tooltip shows; JSX tooltip throws reactRender is not a function';
    }
    await page.locator('.jsx-tooltip').first().waitFor({timeout: 5000});
    return 'HTML tooltip and JSX tooltip both show';
  },
};

/** Per chart type, what a change of `data` alone fires: `changedata {before}/{after}, renders {before}/{after}`. */
const UPDATE_PATHS = {
  Line: 'changedata 1/1, renders 1/1',
  Column: 'changedata 1/1, renders 1/1',
  Pie: 'changedata 1/1, renders 2/2',
  // No changeData of their own in G2Plot: a full update, then the component's render; two views each.
  DualAxes: 'changedata 0/0, renders 4/4',
  Funnel: 'changedata 0/0, renders 4/4',
  Heatmap: 'changedata 0/0, renders 2/2',
  Venn: 'changedata 0/0, renders 2/2',
};

/**
 * @param {import('@playwright/test').Download} download
 * @returns {Promise<Buffer>}
 */
async function streamBytes(download) {
  const stream = await download.createReadStream();
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
