import path from 'node:path';
import {scanDemos} from '../plugins/chart-docs/src/scanDemos';
import {driveDemo, mountPlain, plainHarness} from './demoParity';
import {expect, test} from './fixtures';

/**
 * The site runs demos as the package does. Each demo that reacts to anything
 * (an `onReady`, state, timers, controls, `onEvent`) is drawn twice, on its
 * standalone page of the built site and alone in a plain React 18 app with the
 * package's UMD build, and driven the same way on Playwright's fake clock
 * (demoParity.ts): clicks at chart elements, each control once, 6 s of timers.
 * The test fails when the two sides make a different number of full redraws
 * or draw different elements (shape, colour, position, state) at the end.
 */
const INTERACTIVE = /onReady|onEvent|useState|useReducer|setInterval|setTimeout|<button|<select|<input/;
const TIMERS = /setInterval|setTimeout/;
const DEMOS = scanDemos(path.resolve(__dirname, '..')).filter((demo) => INTERACTIVE.test(demo.source));
/** The chart box of the standalone page: the last `div` of its `main`. */
const CHART_BOX = 'main[data-demo-id] > div:last-child';
const START = new Date('2026-11-02T09:00:00Z');

test.describe.configure({mode: 'parallel'});
// Tall enough that every chart element is on screen to be clicked, on both sides.
test.use({viewport: {width: 1280, height: 1400}});

for (const demo of DEMOS) {
  test(`${demo.id}: the plain package and the site redraw alike`, async ({page, browser}) => {
    test.setTimeout(120_000);
    await page.clock.install({time: START});
    await page.goto(`/~demos/${demo.id}`);
    const siteBox = page.locator(CHART_BOX);
    const site = await driveDemo(page, siteBox);
    // The chart box's content area (the standalone page pads it), which the plain app's box copies.
    const size = await siteBox.evaluate((element) => {
      const style = getComputedStyle(element);
      const across = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const down = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return {width: element.clientWidth - across, height: element.clientHeight - down};
    });

    const plainPage = await browser.newPage({viewport: page.viewportSize()});
    try {
      await plainPage.clock.install({time: START});
      await plainPage.setContent(plainHarness());
      await mountPlain(plainPage, demo.source, size);
      const plain = await driveDemo(plainPage, plainPage.locator('#demo'));
      console.log(`${demo.id}: ${plain.renders} full draws in a plain app, ${site.renders} on the site`);
      expect(site.steps, 'both sides were driven the same way').toEqual(plain.steps);
      expect(site.renders, `full draws after: ${plain.steps.join('; ')}`).toBe(plain.renders);
      // A timer's phase against the end of the window can differ by a tick between the two pages, so for
      // demos with timers only each element's geometry, shape and states are compared (not its data: position, colour).
      const comparable = (drawn: string[]) =>
        TIMERS.test(demo.source) ? drawn.map((line) => line.replace(/"x":.*"shape":("[^"]*").*}/, '$1')) : drawn;
      expect(comparable(site.drawn), 'the elements drawn at the end').toEqual(comparable(plain.drawn));
    } finally {
      await plainPage.close();
    }
  });
}
