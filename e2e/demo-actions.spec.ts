import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import LZString from 'lz-string';
import type {BrowserContext, Page, Request} from '@playwright/test';
import {ANY_SERVER, expect, test, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

const DEMO_ID = 'line-basic';
const DEMO = `[data-demo-id="${DEMO_ID}"]`;

/** The demo file without its front-matter comment: what every copy and sandbox must carry. */
const DEMO_BODY = fs
  .readFileSync(path.join(__dirname, '..', 'demos', 'line', 'basic.tsx'), 'utf8')
  .replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')
  .trim();
const DEMO_IMPORT = "import {Line} from '@ant-design/plots';";

const SANDBOX_STUB = '<!DOCTYPE html><html lang="en"><title>Sandbox stub</title><p>Sandbox stub</p></html>';

async function openDemo(page: Page) {
  await page.goto('/api/line');
  await waitForHydration(page);
  // The Usage section's copy (the demo may appear again in a page tab further down).
  const demo = page.locator(DEMO).first();
  // The block may be re-mounted right after hydration: retry until the scroll lands on the live element.
  await expect(async () => {
    await demo.scrollIntoViewIfNeeded({timeout: 2_000});
  }).toPass();
  // The chart is drawn once the demo is near the viewport; its source arrives with it.
  await expectChartDrawn(demo);
  return demo;
}

/**
 * Answers every request to an external site with a stub page (the test
 * machine is offline) and resolves with the first request that matches.
 */
async function interceptPost(context: BrowserContext, pattern: string): Promise<() => Promise<Request>> {
  let resolveRequest: (request: Request) => void = () => undefined;
  const request = new Promise<Request>((resolve) => {
    resolveRequest = resolve;
  });
  await context.route(pattern, async (route) => {
    resolveRequest(route.request());
    await route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: SANDBOX_STUB});
  });
  return () => request;
}

function formFields(request: Request): URLSearchParams {
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  return new URLSearchParams(request.postData() ?? '');
}

/** Reverses CodeSandbox's URL-safe LZ base64 (`getParameters` of codesandbox-import-utils). */
function decodeCodeSandboxParameters(parameters: string): {files: Record<string, {content: string}>} {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return JSON.parse(LZString.decompressFromBase64(padded) ?? 'null');
}

async function clickAndCatchPopup(page: Page, click: () => Promise<void>): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await click();
  return popup;
}

test.describe('demo toolbar', () => {
  test('offers every action under its contract name', ANY_SERVER, async ({page}) => {
    const demo = await openDemo(page);
    const toolbar = demo.getByRole('toolbar', {name: 'Demo actions'});
    for (const name of [
      'Show code',
      'Copy code',
      'Open in CodeSandbox',
      'Open in StackBlitz',
      'Open in CodePen',
      'Copy as Sketch layers',
    ]) {
      await expect(toolbar.getByRole('button', {name, exact: true})).toBeVisible();
    }
    await expect(toolbar.getByRole('link', {name: 'Open in separate page'})).toHaveAttribute(
      'href',
      `/~demos/${DEMO_ID}`,
    );
  });

  test('Show code / Hide code toggles the source and tells its state', ANY_SERVER, async ({page}) => {
    const demo = await openDemo(page);
    const show = demo.getByRole('button', {name: 'Show code', exact: true});
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    const hide = demo.getByRole('button', {name: 'Hide code', exact: true});
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const editor = demo.getByLabel('Live code editor');
    await expect(editor).toBeVisible();
    await expect(editor).toContainText(DEMO_IMPORT);

    // From the keyboard: Enter on the focused native button.
    await hide.focus();
    await page.keyboard.press('Enter');
    await expect(demo.getByRole('button', {name: 'Show code', exact: true})).toHaveAttribute('aria-expanded', 'false');
    await expect(editor).toBeHidden();
    await page.keyboard.press('Space');
    await expect(demo.getByRole('button', {name: 'Hide code', exact: true})).toHaveAttribute('aria-expanded', 'true');
  });

  test('a tooltip names each icon button on hover and on keyboard focus', ANY_SERVER, async ({page}) => {
    const demo = await openDemo(page);
    const button = demo.getByRole('button', {name: 'Copy code', exact: true});
    const tooltip = () =>
      button.evaluate((element) => {
        const style = getComputedStyle(element, '::after');
        return {content: style.content, opacity: style.opacity, visibility: style.visibility};
      });
    await expect.poll(tooltip).toMatchObject({content: '"Copy code"', visibility: 'hidden'});
    await button.hover();
    await expect.poll(tooltip).toEqual({content: '"Copy code"', opacity: '1', visibility: 'visible'});
    await page.mouse.move(0, 0);
    await expect.poll(tooltip).toMatchObject({visibility: 'hidden'});
    await demo.getByRole('button', {name: 'Copy as Sketch layers'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('link', {name: 'Open in separate page'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(button).toBeFocused();
    await expect.poll(tooltip).toEqual({content: '"Copy code"', opacity: '1', visibility: 'visible'});
  });

  test('Copy code writes the source to the clipboard', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    const demo = await openDemo(page);
    await demo.getByRole('button', {name: 'Copy code', exact: true}).click();
    await expect(demo.getByRole('status')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(DEMO_BODY);
    // The confirmation goes away by itself.
    await expect(demo.getByRole('status')).toHaveText('', {timeout: 5_000});
  });

  test('Copy code falls back to a prompt holding the code when the clipboard is refused', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      if (navigator.clipboard) {
        Object.defineProperty(navigator.clipboard, 'writeText', {configurable: true, value: refuse});
      }
      document.execCommand = () => false;
    });
    const demo = await openDemo(page);
    const dialog = page.waitForEvent('dialog');
    const click = demo.getByRole('button', {name: 'Copy code', exact: true}).click();
    const prompt = await dialog;
    expect(prompt.type()).toBe('prompt');
    // The test browser runs on Linux; macOS visitors read "Cmd+C" (unit-tested).
    expect(prompt.message()).toBe('Copy to clipboard: Ctrl+C, Enter');
    expect(prompt.defaultValue()).toContain(DEMO_BODY);
    await prompt.dismiss();
    await click;
    await expect(demo.getByRole('status')).toHaveText('Could not copy: the clipboard is not available');
  });

  test('Open in CodeSandbox posts the demo project to the define API in a new tab', async ({page, context}) => {
    const posted = await interceptPost(context, 'https://codesandbox.io/**');
    const demo = await openDemo(page);
    const popup = await clickAndCatchPopup(page, () =>
      demo.getByRole('button', {name: 'Open in CodeSandbox', exact: true}).click(),
    );
    const request = await posted();
    expect(request.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const fields = formFields(request);
    expect(fields.get('query')).toBe('file=/src/App.tsx');
    const {files} = decodeCodeSandboxParameters(fields.get('parameters') ?? '');
    expect(files['src/App.tsx'].content).toContain(DEMO_BODY);
    const packageJson = JSON.parse(files['package.json'].content);
    expect(packageJson.dependencies).toMatchObject({'@ant-design/plots': '1.2.5', react: expect.any(String)});
    expect(packageJson.scripts.start).toBe('react-scripts start');
    expect(files['src/index.tsx'].content).toContain('createRoot');
    expect(files['public/index.html'].content).toContain('<div id="root"></div>');
    await expect(popup.getByText('Sandbox stub')).toBeVisible();
    await popup.close();
  });

  test('Open in StackBlitz posts the demo project to StackBlitz in a new tab', async ({page, context}) => {
    const posted = await interceptPost(context, 'https://stackblitz.com/**');
    const demo = await openDemo(page);
    const popup = await clickAndCatchPopup(page, () =>
      demo.getByRole('button', {name: 'Open in StackBlitz', exact: true}).click(),
    );
    const request = await posted();
    expect(request.url()).toBe('https://stackblitz.com/run?file=App.tsx');
    const fields = formFields(request);
    expect(fields.get('project[template]')).toBe('create-react-app');
    // Form submission turns the newlines of field values into CRLF (HTML's newline normalization).
    expect(fields.get('project[files][App.tsx]')?.replace(/\r\n/g, '\n')).toContain(DEMO_BODY);
    expect(fields.get('project[files][index.js]')).toContain('createRoot');
    expect(fields.get('project[files][index.html]')).toContain('<div id="root"></div>');
    expect(JSON.parse(fields.get('project[dependencies]') ?? '{}')).toMatchObject({'@ant-design/plots': '1.2.5'});
    await popup.close();
  });

  test('Open in CodePen posts prefill data to CodePen in a new tab', async ({page, context}) => {
    const posted = await interceptPost(context, 'https://codepen.io/**');
    const demo = await openDemo(page);
    const popup = await clickAndCatchPopup(page, () =>
      demo.getByRole('button', {name: 'Open in CodePen', exact: true}).click(),
    );
    const request = await posted();
    expect(request.url()).toBe('https://codepen.io/pen/define');
    const data = JSON.parse(formFields(request).get('data') ?? '{}');
    expect(data.js).toContain(DEMO_IMPORT);
    // The demo code, with its default export turned into the component that gets mounted.
    expect(data.js).toContain(DEMO_BODY.replace('export default function', 'function'));
    expect(data.js).toContain("createRoot(document.getElementById('root')).render(<Demo />);");
    expect(data.head).toContain('"@ant-design/plots": "https://esm.sh/@ant-design/plots@1.2.5');
    expect(data.html).toBe('<div id="root"></div>');
    expect(data.js_pre_processor).toBe('babel');
    await popup.close();
  });

  test('Open in separate page shows the demo alone', async ({page}) => {
    const demo = await openDemo(page);
    const popup = await clickAndCatchPopup(page, () => demo.getByRole('link', {name: 'Open in separate page'}).click());
    const popupErrors: string[] = [];
    popup.on('pageerror', (error) => popupErrors.push(error.message));
    await popup.waitForLoadState();
    await expect(popup).toHaveURL(new RegExp(`/~demos/${DEMO_ID}$`));
    await expectChartDrawn(popup.locator(`[data-demo-id="${DEMO_ID}"]`).first());
    await expect(popup.getByRole('navigation', {name: 'Main'})).toHaveCount(0);
    expect(popupErrors).toEqual([]);
    await popup.close();
  });

  test('Copy as Sketch layers copies the rendered chart as Sketch JSON', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    const demo = await openDemo(page);
    await demo.getByRole('button', {name: 'Copy as Sketch layers'}).click();
    await expect(demo.getByRole('status')).toHaveText('Sketch layers copied', {timeout: 30_000});
    const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(json._class).toBe('group');
    expect(Array.isArray(json.layers)).toBe(true);
    const classes: string[] = [];
    const walk = (layer: {_class: string; layers?: unknown[]}) => {
      classes.push(layer._class);
      (layer.layers as (typeof layer)[] | undefined)?.forEach(walk);
    };
    json.layers.forEach(walk);
    expect(classes.length).toBeGreaterThanOrEqual(1);
    // The chart's canvas arrives as a bitmap layer.
    expect(classes).toContain('bitmap');
  });

  test('fits a 390px-wide phone screen', ANY_SERVER, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const demo = await openDemo(page);
    const toolbar = demo.getByRole('toolbar', {name: 'Demo actions'});
    const controls = toolbar.locator('button, a');
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let i = 0; i < count; i += 1) {
      const box = await controls.nth(i).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in ${colorScheme} mode`, ANY_SERVER, async ({page}) => {
      await page.emulateMedia({colorScheme});
      const demo = await openDemo(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await demo.getByRole('button', {name: 'Show code', exact: true}).click();
      const results = await new AxeBuilder({page}).include(`${DEMO} [role="toolbar"]`).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});

test.describe('sandboxes open a demo at its own chart height', () => {
  // demos/tiny-line/basic.tsx sets `height: 80`; a sandbox without it would draw the sparkline 400 px tall.
  const TINY_LINE = '[data-demo-id="tiny-line-basic"]';
  const TINY_LINE_HEIGHT = /#root \{\s*height: 80px;\s*\}/;

  async function openTinyLine(page: Page) {
    await page.goto('/api/tiny-line');
    await waitForHydration(page);
    const demo = page.locator(TINY_LINE).first();
    await expect(async () => {
      await demo.scrollIntoViewIfNeeded({timeout: 2_000});
    }).toPass();
    await expectChartDrawn(demo);
    // The page reserves the same height.
    expect((await demo.locator('canvas').first().boundingBox())?.height).toBeCloseTo(80, 0);
    return demo;
  }

  test('CodeSandbox gets an 80 px chart container for the tiny-line demo', async ({page, context}) => {
    const posted = await interceptPost(context, 'https://codesandbox.io/**');
    const demo = await openTinyLine(page);
    const popup = await clickAndCatchPopup(page, () =>
      demo.getByRole('button', {name: 'Open in CodeSandbox', exact: true}).click(),
    );
    const {files} = decodeCodeSandboxParameters(formFields(await posted()).get('parameters') ?? '');
    expect(files['src/styles.css'].content).toMatch(TINY_LINE_HEIGHT);
    expect(files['src/App.tsx'].content).toContain("import {TinyLine} from '@ant-design/plots';");
    await popup.close();
  });

  test('StackBlitz gets an 80 px chart container for the tiny-line demo', async ({page, context}) => {
    const posted = await interceptPost(context, 'https://stackblitz.com/**');
    const demo = await openTinyLine(page);
    const popup = await clickAndCatchPopup(page, () =>
      demo.getByRole('button', {name: 'Open in StackBlitz', exact: true}).click(),
    );
    const fields = formFields(await posted());
    expect(fields.get('project[files][styles.css]')?.replace(/\r\n/g, '\n')).toMatch(TINY_LINE_HEIGHT);
    expect(fields.get('project[files][index.js]')).toContain("import './styles.css';");
    await popup.close();
  });

  test('CodePen gets an 80 px chart container for the tiny-line demo', async ({page, context}) => {
    const posted = await interceptPost(context, 'https://codepen.io/**');
    const demo = await openTinyLine(page);
    const popup = await clickAndCatchPopup(page, () =>
      demo.getByRole('button', {name: 'Open in CodePen', exact: true}).click(),
    );
    const data = JSON.parse(formFields(await posted()).get('data') ?? '{}');
    expect(data.css).toMatch(TINY_LINE_HEIGHT);
    expect(data.js).toContain('TinyLine');
    await popup.close();
  });
});
