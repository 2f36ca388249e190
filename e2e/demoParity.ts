import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {compileDemo, harnessHtml} from '../scripts/demos/drawDemo';

/**
 * Helpers of e2e/demo-parity.spec.ts: one demo drawn by the plain package (its
 * UMD build, as a visitor's app gets it) and by the site, driven the same way,
 * with the engine's full redraws counted and its drawn elements read.
 *
 * Both sides run on Playwright's fake clock, so timers tick the same number of
 * times on each side whatever the machine's load.
 */

/** What one side did: full redraws (G2Plot `render()`, mount included) and what is drawn at the end. */
interface SideResult {
  renders: number;
  drawn: string[];
  steps: string[];
}

/** Fake time to let pass after each step: long enough for G2's animations (at most ~1.2 s) to end. */
const STEP_MS = 2_000;
/** Fake time for timers: a multiple of every demo's interval (0.5, 1, 1.5, 2, 3 s), so both sides tick alike. */
const TIMER_WINDOW_MS = 6_000;

function packageFile(name: string, file: string): string {
  return fs.readFileSync(path.join(path.dirname(require.resolve(`${name}/package.json`)), file), 'utf8');
}

/** The plain side's page: React 18, ReactDOM and `@ant-design/plots` from their UMD builds. */
export function plainHarness(): string {
  return harnessHtml([
    packageFile('react', 'umd/react.production.min.js'),
    packageFile('react-dom', 'umd/react-dom.production.min.js'),
    packageFile('@ant-design/plots', 'dist/plots.min.js'),
  ]);
}

/** Mounts the compiled demo with `createRoot` (a React 18 app) in a box of the site's size. */
export async function mountPlain(page: Page, source: string, size: {width: number; height: number}): Promise<void> {
  const thrown = await page.evaluate(
    ({body, width, height}) => {
      const box = document.createElement('div');
      box.id = 'demo';
      box.style.cssText = `width:${width}px;height:${height}px`;
      document.body.append(box);
      const globals = window as unknown as Record<string, unknown>;
      const modules: Record<string, unknown> = {react: globals.React, '@ant-design/plots': globals.Plots};
      const module = {exports: {} as Record<string, unknown>};
      const require = (name: string) => modules[name];
      try {
        new Function('module', 'exports', 'require', body)(module, module.exports, require);
        const React = globals.React as {createElement(type: unknown): unknown};
        const ReactDOM = globals.ReactDOM as {createRoot(box: Element): {render(element: unknown): void}};
        ReactDOM.createRoot(box).render(React.createElement(module.exports.default));
        return null;
      } catch (error) {
        return String(error);
      }
    },
    {body: compileDemo(source), ...size},
  );
  if (thrown) throw new Error(`the demo did not run in a plain React app: ${thrown}`);
}

/** Lets fake time pass in small steps, so animation frames and promises interleave as they would. */
async function advance(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 100) {
    await page.clock.runFor(100);
  }
}

/** Waits (in fake time) until a canvas inside `box` has painted. */
async function waitForCanvas(page: Page, box: Locator): Promise<void> {
  // Real time: the site's chunks download at the machine's pace while fake time stands still.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const painted = await box.evaluate((element) =>
      Array.from(element.querySelectorAll('canvas')).some((canvas) => canvas.width > 0),
    );
    if (painted) return;
    await page.clock.runFor(100);
  }
  throw new Error('no chart was drawn');
}

/**
 * Puts the page's side of the test on `window.__parityTools`. The charts are
 * found from their canvases through React's fibers (the package keeps its plot
 * in a ref), the same way on both sides. Full redraws are counted on G2's
 * `View.prototype.render`: G2Plot's `render()` (the mount, `update()`, and the
 * package's `changeData()` + `render()`) ends in the top chart's `render()`
 * without arguments; a resize calls `render(true)` and is left out.
 */
async function installTools(page: Page): Promise<void> {
  await page.evaluate(() => {
    type G2Element = {getModel(): Record<string, unknown>; getStates?(): string[]; shape?: {getCanvasBBox(): Box}};
    type G2Geometry = {type: string; elements: G2Element[]};
    type G2View = {
      parent?: unknown;
      views?: G2View[];
      geometries?: G2Geometry[];
      width?: number;
      height?: number;
      canvas?: {get(key: 'el'): HTMLCanvasElement};
    };
    type Box = {minX: number; minY: number; maxX: number; maxY: number};
    type Fiber = {return: Fiber | null; memoizedState: unknown};
    const win = window as unknown as Record<string, unknown>;

    function findCharts(root: Element): G2View[] {
      const found: G2View[] = [];
      for (const canvas of Array.from(root.querySelectorAll('canvas'))) {
        let node: Element | null = canvas;
        let fiberKey: string | undefined;
        while (node && !(fiberKey = Object.keys(node).find((key) => key.startsWith('__reactFiber$')))) {
          node = node.parentElement;
        }
        let fiber = node && fiberKey ? ((node as unknown as Record<string, Fiber>)[fiberKey] ?? null) : null;
        search: while (fiber) {
          let hook = fiber.memoizedState as {memoizedState?: unknown; next?: unknown} | null;
          while (hook && typeof hook === 'object' && 'next' in hook) {
            const ref = hook.memoizedState as {current?: {chart?: G2View}} | null;
            const chart = ref && typeof ref === 'object' ? ref.current?.chart : undefined;
            if (chart?.canvas) {
              if (!found.includes(chart)) found.push(chart);
              break search;
            }
            hook = hook.next as typeof hook;
          }
          fiber = fiber.return;
        }
      }
      return found;
    }

    function allViews(view: G2View): G2View[] {
      return [view, ...(view.views ?? []).flatMap(allViews)];
    }

    const round = (value: unknown): unknown =>
      typeof value === 'number' ? Math.round(value) : Array.isArray(value) ? value.map(round) : value;

    win.__parityTools = {
      startCounting(root: Element): void {
        if (win.__parity) return;
        const charts = findCharts(root);
        let proto: object | null = charts[0] ?? null;
        while (proto && !Object.prototype.hasOwnProperty.call(proto, 'paint')) proto = Object.getPrototypeOf(proto);
        if (!proto) throw new Error('no G2 chart found behind the canvas');
        const view = proto as {render(this: G2View, isUpdate?: boolean, payload?: unknown): void};
        const original = view.render;
        // The charts already drawn count their first render.
        const state = {renders: charts.length};
        win.__parity = state;
        view.render = function render(this: G2View, isUpdate?: boolean, payload?: unknown) {
          if (!this.parent && isUpdate !== true) state.renders += 1;
          return original.call(this, isUpdate, payload);
        };
      },
      renders(): number {
        return (win.__parity as {renders: number} | undefined)?.renders ?? -1;
      },
      /** Per chart, per view and geometry: each element's shape, colour, position and states. */
      drawn(root: Element): string[] {
        return findCharts(root).flatMap((chart, c) => [
          `chart ${c}: ${chart.width}x${chart.height}`,
          ...allViews(chart).flatMap((view, v) =>
            (view.geometries ?? []).flatMap((geometry, g) =>
              geometry.elements.map((element) => {
                const model = element.getModel();
                const at = {x: round(model.x), y: round(model.y), shape: model.shape, color: model.color};
                return `${c}.${v}.${g} ${geometry.type} ${JSON.stringify(at)} ${(element.getStates?.() ?? []).join(',')}`;
              }),
            ),
          ),
        ]);
      },
      /** Page points at the first, middle and last element of each chart's geometries. */
      targets(root: Element): {x: number; y: number; name: string}[] {
        return findCharts(root).flatMap((chart, c) => {
          const rect = chart.canvas!.get('el').getBoundingClientRect();
          const elements = allViews(chart).flatMap((view) => (view.geometries ?? []).flatMap((g) => g.elements));
          const picked = [...new Set([0, Math.floor(elements.length / 2), elements.length - 1])]
            .map((index) => ({index, element: elements[index]}))
            .filter((pick) => pick.element?.shape);
          return picked.map(({index, element}) => {
            const box = element!.shape!.getCanvasBBox();
            return {
              x: rect.left + (box.minX + box.maxX) / 2,
              y: rect.top + (box.minY + box.maxY) / 2,
              name: `chart ${c} element ${index}`,
            };
          });
        });
      },
    };
  });
}

type Tools = {
  startCounting(root: Element): void;
  drawn(root: Element): string[];
  targets(root: Element): {x: number; y: number; name: string}[];
};

type ToolsWindow = {__parityTools: Tools & {renders(): number}};

/**
 * Draws, then drives the demo as a visitor would: clicks at chart elements,
 * every control of the demo once, then a window of time for its timers.
 * Returns the redraws counted from the first drawing on and what is drawn.
 */
export async function driveDemo(page: Page, box: Locator): Promise<SideResult> {
  await waitForCanvas(page, box);
  // Counting starts with the first chart on screen, so timers that run from the mount are counted.
  await installTools(page);
  await box.evaluate((root) => (window as unknown as ToolsWindow).__parityTools.startCounting(root));
  await advance(page, STEP_MS);
  const steps: string[] = [];
  const targets = await box.evaluate((root) => (window as unknown as ToolsWindow).__parityTools.targets(root));
  for (const target of targets) {
    await page.mouse.click(target.x, target.y);
    steps.push(`click ${target.name}`);
    await advance(page, STEP_MS);
  }
  const controls = box.locator('button, select, input, textarea');
  const count = await controls.count();
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    const kind = await control.evaluate((element) =>
      element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase(),
    );
    if (kind === 'select') {
      const values = await control.evaluate((element) =>
        Array.from((element as HTMLSelectElement).options).map((option) => option.value),
      );
      const current = await control.inputValue();
      const next = values[(values.indexOf(current) + 1) % values.length] ?? current;
      await control.selectOption(next);
    } else if (kind === 'range' || kind === 'number') {
      const next = await control.evaluate((element) => {
        const input = element as HTMLInputElement;
        const max = Number(input.max || 100);
        const min = Number(input.min || 0);
        return String(Number(input.value) === max ? min : max);
      });
      await control.fill(next);
    } else if (kind === 'color') {
      await control.fill('#2f6fd0');
    } else if (kind === 'text' || kind === 'textarea' || kind === 'search') {
      await control.fill('Parity');
    } else {
      await control.click();
    }
    steps.push(`${kind} ${i}`);
    await advance(page, STEP_MS);
  }
  await advance(page, TIMER_WINDOW_MS);
  steps.push(`${TIMER_WINDOW_MS} ms of timers`);
  const renders = await page.evaluate(() => (window as unknown as ToolsWindow).__parityTools.renders());
  const drawn = await box.evaluate((root) => (window as unknown as ToolsWindow).__parityTools.drawn(root));
  return {renders, drawn, steps};
}
