import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectChartDrawn} from './charts';
import {editorText, openLineEditor} from './liveEditor';

/**
 * Code typed into the live editor cannot hang the page: an endless loop of
 * any kind is stopped after 500 ms of one run and the demo says which line it
 * was on, the page answers the next click at once, and a loop that finishes is
 * never stopped however often the demo re-renders.
 */

/** Types text on a new line at the end of the code, key by key. */
async function typeOnNewLine(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

/** The 1-based line of the editor's code that contains the text. */
async function lineOf(editor: Locator, text: string): Promise<number> {
  const lines = (await editorText(editor)).split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  expect(index, `"${text}" is in the editor`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/**
 * A click on the navbar's `Guide` link changes the page within 2 s. A hung
 * page never answers; a loop that kept running again would hold it 500 ms at
 * a time. Docusaurus changes the URL only once the guide's chunks have loaded
 * and run, which alone took up to 1.2 s on a slow 2-core machine running two
 * workers.
 */
const ANSWER_MS = 2_000;

async function expectPageAnswers(page: Page): Promise<void> {
  const started = Date.now();
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guide', exact: true}).click({
    timeout: ANSWER_MS,
  });
  await expect(page).toHaveURL(/\/guide$/, {timeout: Math.max(1, ANSWER_MS - (Date.now() - started))});
  expect(Date.now() - started, `the page answered the click within ${ANSWER_MS} ms`).toBeLessThanOrEqual(ANSWER_MS);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
}

test.describe('endless loops typed into the live editor', () => {
  test.describe.configure({mode: 'parallel'});

  test('an unfinished loop that runs after a pause is stopped, and finishing it brings the chart back', async ({
    page,
  }) => {
    const {demo, editor} = await openLineEditor(page);
    await typeOnNewLine(page, editor, 'let n = 0; while (n < 10) n');
    // More than the 500 ms debounce: the endless loop compiles and runs.
    await page.waitForTimeout(1_200);
    const line = await lineOf(editor, 'while (n < 10) n');
    const alert = demo.getByRole('alert');
    await expect(alert).toContainText(`A loop ran more than 500 ms on line ${line} and was stopped`);

    await page.keyboard.type('++');
    await expect(editor).toContainText('while (n < 10) n++');
    await expect(alert).toHaveCount(0);
    await expectChartDrawn(demo);
    await expectPageAnswers(page);
  });

  const CASES: Array<[string, string]> = [
    ['while (true) without braces', 'let i = 0; while (true) i++;'],
    ['a loop after a regular expression with a quote', "const re = /'/; while (true) {}"],
    ['for (;;) {}', 'for(;;){}'],
    ['do {} while (true)', 'do {} while(true)'],
  ];

  for (const [name, code] of CASES) {
    test(`${name}: stopped with its line, and the page answers the next click`, async ({page}) => {
      const {demo, editor} = await openLineEditor(page);
      await typeOnNewLine(page, editor, code);
      const line = await lineOf(editor, code);
      await expect(demo.getByRole('alert')).toContainText(
        `A loop ran more than 500 ms on line ${line} and was stopped`,
      );
      await expect(editor).toBeVisible();
      await expectPageAnswers(page);
    });
  }

  test('endless recursion shows its error, and the page answers the next click', async ({page}) => {
    const {demo, editor} = await openLineEditor(page);
    await typeOnNewLine(page, editor, 'const down = (n: number): number => down(n + 1); down(0);');
    await expect(demo.getByRole('alert')).toContainText('RangeError: Maximum call stack size exceeded');
    await expectPageAnswers(page);
  });
});

test('a loop that finishes is never stopped, though the demo re-renders every 30 ms', async ({page}) => {
  const {demo, editor} = await openLineEditor(page);
  const code = [
    "import React, {useEffect, useState} from 'react';",
    'export default function Demo() {',
    '  const [renders, setRenders] = useState(0);',
    '  useEffect(() => {',
    '    const timer = setInterval(() => setRenders((count) => count + 1), 30);',
    '    return () => clearInterval(timer);',
    '  }, []);',
    '  let sum = 0;',
    '  for (let i = 0; i < 50000; i++) {',
    '    sum += i % 3;',
    '  }',
    '  return <p>{`render ${renders}, sum ${sum}`}</p>;',
    '}',
  ].join('\n');
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
  const output = demo.getByText(/^render \d+, sum 49999$/);
  await expect(output).toBeVisible();
  const rendersNow = async () => Number(/render (\d+)/.exec((await output.textContent()) ?? '')?.[1]);
  const first = await rendersNow();
  await page.waitForTimeout(3_000);
  await expect(demo.getByRole('alert')).toHaveCount(0);
  // 20 renders were enough to stop it under the old budget of 1,000,000 steps per evaluation.
  expect(await rendersNow()).toBeGreaterThanOrEqual(first + 40);
});

test('the loop guard and its parser are fetched only once the code is edited', async ({page}) => {
  // acorn's option name, kept as a string by the minifier, marks the guard's chunks.
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  const guardFetched = async () =>
    (await Promise.all(bodies)).some((body) => body.includes('allowReturnOutsideFunction'));
  const {demo, editor} = await openLineEditor(page);
  expect(await guardFetched(), 'fetched before an edit').toBe(false);
  await typeOnNewLine(page, editor, 'const edited = 1;');
  await expect.poll(guardFetched, {message: 'fetched after an edit'}).toBe(true);
  await expectChartDrawn(demo);
  await expect(demo.getByRole('alert')).toHaveCount(0);
});

/** Puts text on a new line at the end of the code in one go (no key-by-key auto-indent or closing brackets). */
async function insertOnNewLine(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(text);
}

test.describe('errors of edited code that run later show in the demo', () => {
  test.describe.configure({mode: 'parallel'});

  const CASES: Array<[string, string, (line: number) => string]> = [
    [
      'an endless loop in a timer',
      'setTimeout(() => { while (true) {} }, 0);',
      (line) => `A loop ran more than 500 ms on line ${line} and was stopped`,
    ],
    ['an interval that throws', "setInterval(() => { throw new Error('boom'); }, 100);", () => 'Error: boom'],
    [
      'an endless loop in a promise callback',
      'Promise.resolve().then(() => { while (true) {} });',
      (line) => `A loop ran more than 500 ms on line ${line} and was stopped`,
    ],
  ];

  for (const [name, code, message] of CASES) {
    test(`${name}: its error shows in the demo, and the page answers the next click`, async ({page}) => {
      const {demo, editor} = await openLineEditor(page);
      await insertOnNewLine(page, editor, code);
      const line = await lineOf(editor, code);
      const alert = demo.getByRole('alert');
      await expect(alert).toContainText('This demo failed to render');
      await expect(alert).toContainText(message(line));
      // Reported once: the code's timers stopped with the error.
      await page.waitForTimeout(500);
      await expect(alert).toHaveCount(1);
      await expectPageAnswers(page);
    });
  }

  test('an endless loop in an event handler: its error shows in the demo, and the page answers', async ({page}) => {
    const {demo, editor} = await openLineEditor(page);
    const code = [
      'export default function Demo() {',
      '  return (',
      '    <button type="button" onClick={() => {',
      '      while (true) {}',
      '    }}>Start the loop</button>',
      '  );',
      '}',
    ].join('\n');
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(code);
    await demo.getByRole('button', {name: 'Start the loop'}).click();
    await expect(demo.getByRole('alert')).toContainText('A loop ran more than 500 ms on line 4 and was stopped');
    await expectPageAnswers(page);
  });

  test('timers of the previous code stop when the code is edited again', async ({page}) => {
    const {demo, editor} = await openLineEditor(page);
    const ticking = [
      "import React from 'react';",
      'export default function Demo() {',
      '  setInterval(() => { document.title = `tick ${Date.now()}`; }, 20);',
      '  return <p>ticking</p>;',
      '}',
    ].join('\n');
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(ticking);
    // The rendered paragraph, not the word in the editor's code.
    await expect(demo.locator('p').filter({hasText: /^ticking$/})).toBeVisible();
    await expect.poll(() => page.title()).toMatch(/^tick \d+$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('export default function Demo() {\n  return <p>quiet</p>;\n}\n');
    await expect(demo.locator('p').filter({hasText: /^quiet$/})).toBeVisible();
    const title = await page.title();
    await page.waitForTimeout(300);
    expect(await page.title()).toBe(title);
  });
});

test.describe('code that makes code or keeps scheduling itself cannot hang the page', () => {
  test.describe.configure({mode: 'parallel'});

  const CASES: Array<[string, string, string | RegExp]> = [
    ['new Function', "new Function('while (1) {}')();", /A loop ran more than 500 ms on line \d+/],
    ['eval', "eval('while (1) {}');", /A loop ran more than 500 ms on line \d+/],
    ["a function's constructor", "(() => {}).constructor('while (1) {}')();", /A loop ran more than 500 ms/],
    [
      'a string given to window.setTimeout',
      "window.setTimeout('while (1) {}', 0);",
      'setTimeout needs a function here, not string.',
    ],
    [
      'endless microtasks',
      'const spin = (): void => queueMicrotask(spin); spin();',
      /ran more than 500 ms without a break/,
    ],
    [
      'promises that schedule each other',
      'const spin = (): Promise<void> => Promise.resolve().then(spin); spin();',
      /ran more than 500 ms without a break/,
    ],
    ['throw null', 'throw null;', 'Thrown: null'],
  ];

  for (const [name, code, message] of CASES) {
    test(`${name}: stopped or refused with a clear message, and the page answers the next click`, async ({page}) => {
      const {demo, editor} = await openLineEditor(page);
      await insertOnNewLine(page, editor, code);
      await expect(demo.getByRole('alert')).toContainText(message);
      await expectPageAnswers(page);
    });
  }

  test('an endless loop in the component body is stopped once, not again for each retry of the render', async ({
    page,
    consoleGuard,
  }) => {
    // React reports an error its boundary caught on the console, in production too.
    consoleGuard.allow(/RangeError: A loop ran more than 500 ms on line 2/);
    const {demo, editor} = await openLineEditor(page);
    await page.evaluate(() => {
      const long: number[] = [];
      (window as unknown as {__longTasks: number[]}).__longTasks = long;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => long.push(entry.duration))).observe({
        type: 'longtask',
      });
    });
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('export default function Demo() {\n  while (true) {}\n}\n');
    await expect(demo.getByRole('alert')).toContainText('A loop ran more than 500 ms on line 2');
    await page.waitForTimeout(1_000);
    // One stop of ~500 ms; before, React's retries ran the loop four times (~2.2 s).
    const stops = await page.evaluate(() =>
      (window as unknown as {__longTasks: number[]}).__longTasks.filter((ms) => ms >= 450),
    );
    expect(stops.length, `long tasks of 450 ms or more: ${stops.join(', ')}`).toBe(1);
    await expectPageAnswers(page);
  });

  test('a busy window.setInterval and a polluted prototype do not outlive the next edit', async ({page}) => {
    const {demo, editor} = await openLineEditor(page);
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(
      [
        'export default function Demo() {',
        '  (Object.prototype as Record<string, unknown>).polluted = 1;',
        "  window.setInterval(() => { document.title = 'busy ' + performance.now(); }, 20);",
        '  return <p>busy</p>;',
        '}',
      ].join('\n'),
    );
    await expect(demo.locator('p').filter({hasText: /^busy$/})).toBeVisible();
    await expect.poll(() => page.title()).toMatch(/^busy /);

    // The next edit: the page's own demo again, with an option switched by the props table's control.
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(
      'export default function Demo() {\n  return <p>{String(({} as Record<string, unknown>).polluted)}</p>;\n}\n',
    );
    await expect(demo.locator('p').filter({hasText: /^undefined$/})).toBeVisible();
    const title = await page.title();
    await page.waitForTimeout(300);
    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  });
});
