import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {editorText, openLineEditor} from './liveEditor';

/**
 * Hostile or broken input: odd search text, odd query strings and stored
 * values, unknown or malformed paths, a failing search index and broken live
 * code. Each ends with a clear message, no uncaught error (the fixture fails a
 * test on any) and a page that still works.
 */

/** The search index is a hashed static asset: `/assets/search/search-index.{hash}.json`. */
const INDEX_REQUEST = /\/search-index\.[^/]*json/;

function searchBox(page: Page) {
  return page.getByRole('combobox', {name: 'Search'});
}

/** A status text of the search popup. */
function searchStatus(page: Page, text: string) {
  return page.locator('.navbar').getByText(text, {exact: true});
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Fails on any dialog (an injected `alert`) for the rest of the test. */
function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return dialogs;
}

/** The search has answered: either options or "No content was found", never the error text. */
async function expectSearchAnswered(page: Page) {
  const options = page.getByRole('listbox').getByRole('option');
  await expect(searchStatus(page, 'Loading...')).toBeHidden();
  await expect(options.first().or(searchStatus(page, 'No content was found'))).toBeVisible();
  await expect(page.locator('.navbar').getByText(/unavailable/i)).toHaveCount(0);
}

/** The search and the navbar still work. */
async function expectSiteStillWorks(page: Page) {
  await searchBox(page).fill('line');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await searchBox(page).press('Escape');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guide', exact: true}).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
}

test.describe('search with hostile or odd input', () => {
  test.describe.configure({mode: 'parallel'});

  // Each group runs on one page, one input after the other: the search must survive them all.
  const GROUPS: Record<string, Array<[string, string]>> = {
    'markup and script': [
      ['a script tag', '<script>alert(1)</script>'],
      ['an attribute break-out', '"><img src=x onerror=alert(1)>'],
    ],
    'odd text': [
      ['regular-expression syntax', '.*+?^${}()|[]\\'],
      ['10,000 characters in one word', 'x'.repeat(10_000)],
      ['10,000 characters of repeated words', 'line chart '.repeat(910).slice(0, 10_000)],
      ['emoji and CJK text', '📈 折线图'],
    ],
  };

  for (const [group, inputs] of Object.entries(GROUPS)) {
    test(`${group}: results or "No content was found", nothing injected, the page still works`, async ({page}) => {
      const dialogs = failOnDialogs(page);
      await open(page, '/');
      for (const [name, input] of inputs) {
        await test.step(name, async () => {
          await searchBox(page).fill(input);
          await expectSearchAnswered(page);
          await expect(searchBox(page)).toHaveValue(input);
          // Typed text is never markup: no new elements, no handler ran.
          expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
          const inlineAlerts = await page
            .locator('script')
            .evaluateAll((all) => all.filter((script) => /alert/.test(script.textContent ?? '')).length);
          expect(inlineAlerts).toBe(0);
          expect(await page.locator('[role="listbox"] script, [role="listbox"] img').count()).toBe(0);
          expect(dialogs).toEqual([]);
        });
      }
      await expectSiteStillWorks(page);
      expect(dialogs).toEqual([]);
    });
  }

  test('a search index that fails to load says so, and the next keystroke tries again', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/net::ERR_FAILED|Failed to fetch|Failed to load resource/);
    let blocked = true;
    let attempts = 0;
    await page.route(INDEX_REQUEST, async (route) => {
      attempts += 1;
      if (blocked) {
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await open(page, '/');
    const box = searchBox(page);
    await box.fill('line');
    await expect(searchStatus(page, 'Search is unavailable right now. Try again.')).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();
    expect(attempts).toBe(1);

    blocked = false;
    await box.press('End');
    await page.keyboard.type('s');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(searchStatus(page, 'Search is unavailable right now. Try again.')).toBeHidden();
    expect(attempts).toBe(2);
  });

  test('a search index answered with an HTTP error or with garbage says so too', async ({page, consoleGuard}) => {
    consoleGuard.allow(/status of 500|Failed to load resource/);
    let answer: 'error' | 'garbage' = 'error';
    await page.route(INDEX_REQUEST, (route) =>
      answer === 'error'
        ? route.fulfill({status: 500, body: 'Internal Server Error'})
        : route.fulfill({status: 200, contentType: 'application/json', body: '{"routes": 42, "trunc'}),
    );
    await open(page, '/');
    await searchBox(page).fill('line');
    await expect(searchStatus(page, 'Search is unavailable right now. Try again.')).toBeVisible();
    answer = 'garbage';
    await searchBox(page).press('End');
    await page.keyboard.type('s');
    await expect(searchStatus(page, 'Search is unavailable right now. Try again.')).toBeVisible();
    await expect(searchStatus(page, 'Loading...')).toBeHidden();
  });
});

test('odd ?tab= values on /api/pie fall back to Doc', async ({page}) => {
  const dialogs = failOnDialogs(page);
  // `?tab=nonsense`, `?tab=doc&tab=examples`, 5,000 x, `%E0%A4%A` and `?tab=` on /api/line: chart-pages.spec.ts.
  for (const query of [
    '?tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?tab=nope&tab=still-nope',
    `?tab=${'%F0%9F%93%88'.repeat(1250)}`,
    '?tab=%E0%A4%A',
    '?tab=%00',
    '?tab=__proto__',
    '?tab=constructor',
    '?tab[]=examples',
    '?tab=%',
  ]) {
    await test.step(query.slice(0, 40), async () => {
      await open(page, `/api/pie${query}`);
      await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', {level: 2, name: 'Usage'})).toBeVisible();
    });
  }
  // The tabs still work.
  await page.getByRole('tab', {name: 'Examples'}).click();
  await expect(page.getByRole('tab', {name: 'Examples'})).toHaveAttribute('aria-selected', 'true');
  expect(dialogs).toEqual([]);
});

test.describe('stored theme values', () => {
  test.describe.configure({mode: 'parallel'});

  test('nothing stored: the page follows the system scheme', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/guide');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
  });

  test('values no choice is spelled as render the page in light', async ({page}) => {
    // 'garbage', '', 'null' and '{"theme":"dark"}' are covered in color-mode.spec.ts.
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/guide');
    for (const stored of ['"dark"', '{}', '[]', 'DARK', ' dark', 'undefined', 'x'.repeat(5000)]) {
      await test.step(JSON.stringify(stored.slice(0, 20)), async () => {
        await page.evaluate((value) => localStorage.setItem('theme', value), stored);
        await page.reload();
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
      });
    }
    // The control still cycles from there.
    await page.getByRole('button', {name: 'Color mode'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a browser that refuses localStorage still renders the page and switches the theme', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {configurable: true, get: refuse});
    });
    await open(page, '/guide');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
    // Nothing can be stored, so the choice is auto; the control cycles on for this visit.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await page.getByRole('button', {name: 'Color mode'}).click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await page.getByRole('button', {name: 'Color mode'}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('unknown and malformed paths', () => {
  test.describe.configure({mode: 'parallel'});

  // `/~demos/unknown` and `/~demos/%00` are covered in chart-pages.spec.ts.
  for (const path of ['/api/unknown-chart', '/api/line/extra', '/~demos/unknown?locale=zh-CN']) {
    test(`${path} shows PAGE NOT FOUND with a link home`, async ({page, consoleGuard}) => {
      consoleGuard.allow(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {name: 'PAGE NOT FOUND'})).toBeVisible();
      await page.getByRole('main').getByRole('link', {name: 'Back to homepage'}).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', {level: 1}).first()).toContainText('Ant Design Plots');
    });
  }

  test('/%E0%A4%A (malformed percent-encoding) shows PAGE NOT FOUND with a link home', async ({page, consoleGuard}) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto('/%E0%A4%A');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'PAGE NOT FOUND'})).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: 'Back to homepage'}).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1}).first()).toContainText('Ant Design Plots');
  });

  test('/%E0%A4%A: the app starts (search and Color mode work)', async ({page, consoleGuard}) => {
    consoleGuard.allow(/status of 404/);
    await page.goto('/%E0%A4%A');
    await waitForHydration(page, 5_000);
    await searchBox(page).fill('line');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });
});

test.describe('broken live code', () => {
  test.describe.configure({mode: 'parallel'});

  /** Replaces the whole source as one insertion (as dictation or an input method would). */
  async function replaceCode(page: Page, editor: Locator, code: string) {
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(code);
  }

  const CASES: Array<{name: string; code: string; message: RegExp; console?: RegExp}> = [
    {
      name: 'a component that throws',
      code: "import React from 'react';\nexport default function Demo() {\n  throw new Error('boom');\n}\n",
      message: /boom/,
      // React reports an error caught by an error boundary on the console.
      console: /boom|The above error occurred/,
    },
    {
      name: 'a component that loops forever',
      code: "import React from 'react';\nexport default function Demo() {\n  while (true) {}\n  return null;\n}\n",
      message: /loop ran more than/i,
      console: /loop ran more than|The above error occurred/i,
    },
    {
      name: 'code with a syntax error',
      code: "import {Line} from '@ant-design/plots';\nexport default function Demo() {\n  return <Line data={[} />;\n",
      message: /SyntaxError|Unexpected|expected/i,
    },
  ];

  for (const {name, code, message, console: expectedConsole} of CASES) {
    test(`${name}: the error shows inside the demo and the page keeps working`, async ({page, consoleGuard}) => {
      if (expectedConsole) consoleGuard.allow(expectedConsole);
      const {demo, editor} = await openLineEditor(page);
      await replaceCode(page, editor, code);
      const alert = demo.getByRole('alert');
      await expect(alert).toBeVisible({timeout: 15_000});
      await expect(alert).toContainText(message);
      // The editor is still there to fix the code.
      await expect(editor).toBeVisible();
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Guide', exact: true}).click();
      await expect(page).toHaveURL(/\/guide$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
    });
  }

  test('fast typing keeps every keystroke, and the code runs', async ({page, consoleGuard}) => {
    // React reports the error its boundary caught on the console.
    consoleGuard.allow(/typed 42|The above error occurred/);
    const {demo, editor} = await openLineEditor(page);
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type("export default function Demo() { throw new Error('typed ' + (6 * 7)); }", {delay: 5});
    await expect(editor).toHaveText("export default function Demo() { throw new Error('typed ' + (6 * 7)); }");
    await expect(demo.getByRole('alert')).toContainText('typed 42', {timeout: 15_000});
  });

  test('an edit redraws the chart only after the 500 ms debounce', async ({page}) => {
    const {demo, editor} = await openLineEditor(page);
    const snapshot = () =>
      demo.evaluate((element) => {
        const canvas = element.querySelector('canvas');
        if (!canvas) return {marked: false, hash: 0};
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let hash = 0;
        for (let i = 0; i < pixels.length; i += 7) hash = (hash * 31 + pixels[i]) | 0;
        return {marked: canvas.dataset.e2eMark === 'before', hash};
      });
    // Let the first chart finish its animation, then mark its canvas.
    let previous = -1;
    await expect
      .poll(
        async () => {
          const {hash} = await snapshot();
          const stable = hash === previous;
          previous = hash;
          return stable;
        },
        {intervals: [300]},
      )
      .toBe(true);
    await demo
      .locator('canvas')
      .first()
      .evaluate((canvas) => {
        (canvas as HTMLCanvasElement).dataset.e2eMark = 'before';
      });
    const before = await snapshot();

    const source = await editorText(editor);
    expect(source).toContain("{month: '2023-01', users: 3120}");
    const edited = source.replace("{month: '2023-01', users: 3120}", "{month: '2023-01', users: 19120}");
    // Both moments are taken in the page, so a slow test runner cannot blur them:
    // the last input into the editor, and the first DOM change that replaces the marked chart.
    // An input starts with `beforeinput`: the editor may take the edit (and start the debounce)
    // there, and on a busy machine the `input` event that follows came ~30 ms later.
    await demo.evaluate((element) => {
      const probe = {lastInput: 0, redrawnAt: 0};
      (window as unknown as {__debounceProbe: typeof probe}).__debounceProbe = probe;
      element.addEventListener('beforeinput', () => (probe.lastInput = performance.now()), true);
      new MutationObserver(() => {
        if (!probe.redrawnAt && probe.lastInput && !element.querySelector('canvas[data-e2e-mark="before"]')) {
          probe.redrawnAt = performance.now();
        }
      }).observe(element, {childList: true, subtree: true});
    });
    await replaceCode(page, editor, edited);

    await expect
      .poll(
        async () => {
          const now = await snapshot();
          return !now.marked && now.hash !== before.hash && now.hash !== 0;
        },
        {timeout: 10_000, message: 'the chart did not redraw with the edited data'},
      )
      .toBe(true);
    const {lastInput, redrawnAt} = await page.evaluate(
      () => (window as unknown as {__debounceProbe: {lastInput: number; redrawnAt: number}}).__debounceProbe,
    );
    expect(lastInput, 'the edit reached the editor').toBeGreaterThan(0);
    // 500 ms after the last keystroke, less a few ms of timer slack.
    expect(redrawnAt - lastInput, 'the chart changed before the debounce ran out').toBeGreaterThanOrEqual(480);
    await expect(demo.getByRole('alert')).toHaveCount(0);
  });
});
