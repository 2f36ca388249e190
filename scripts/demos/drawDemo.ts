import type {Page} from '@playwright/test';
import {transform} from 'sucrase';

/** What one demo did when drawn alone. */
export interface DemoDrawing {
  /** Canvas pixels that are not transparent, over every canvas the demo drew. */
  paintedPixels: number;
  /** Console errors and uncaught errors, in order. */
  errors: string[];
}

/** Compiles a demo file to a CommonJS body the page can run with its own `require`. */
export function compileDemo(source: string): string {
  return transform(source, {transforms: ['typescript', 'jsx', 'imports'], production: true}).code;
}

/**
 * The page's side: React, ReactDOM and `@ant-design/plots` from their UMD
 * builds, the demo's `require` mapped to them, a box as wide as the site's
 * content column.
 */
export function harnessHtml(scripts: readonly string[]): string {
  const tags = scripts.map((code) => `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`).join('\n');
  return `<!doctype html><html><head><meta charset="utf-8">${tags}</head><body style="margin:0"></body></html>`;
}

/** Draws one compiled demo, waits for its chart to settle and reads what it painted. */
export async function drawDemo(
  page: Page,
  code: string,
  height: number,
  settleMs: number,
  shotPath: string | null,
): Promise<DemoDrawing> {
  const errors: string[] = [];
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  };
  const onPageError = (error: Error) => errors.push(`${error.name}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    const thrown = await page.evaluate(
      ({body, chartHeight}) => {
        document.body.innerHTML = '';
        const box = document.createElement('div');
        box.id = 'demo';
        box.style.cssText = `width:728px;height:${chartHeight}px`;
        document.body.append(box);
        const globals = window as unknown as Record<string, unknown>;
        const modules: Record<string, unknown> = {
          react: globals.React,
          '@ant-design/plots': globals.Plots,
        };
        const module = {exports: {} as Record<string, unknown>};
        const require = (name: string) => {
          if (!(name in modules)) {
            throw new Error(`the demo imports "${name}"; demos import only react and @ant-design/plots`);
          }
          return modules[name];
        };
        try {
          new Function('module', 'exports', 'require', body)(module, module.exports, require);
          const React = globals.React as {createElement(type: unknown): unknown};
          const ReactDOM = globals.ReactDOM as {render(element: unknown, container: Element): void};
          const Component = module.exports.default;
          if (typeof Component !== 'function') {
            return 'the demo has no default export component';
          }
          ReactDOM.render(React.createElement(Component), box);
          return null;
        } catch (error) {
          return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        }
      },
      {body: code, chartHeight: height},
    );
    if (thrown) {
      errors.push(thrown);
    }
    await page.waitForTimeout(settleMs);
    const paintedPixels = await page.evaluate(() => {
      let painted = 0;
      for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>('#demo canvas'))) {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0 || canvas.height === 0) {
          continue;
        }
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < pixels.length; i += 4) {
          if (pixels[i] !== 0) {
            painted += 1;
          }
        }
      }
      return painted;
    });
    if (shotPath) {
      await page.locator('#demo').screenshot({path: shotPath});
    }
    return {paintedPixels, errors};
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    await page.evaluate(() => {
      const globals = window as unknown as Record<string, {unmountComponentAtNode?(box: Element): void}>;
      const box = document.getElementById('demo');
      if (box) {
        globals.ReactDOM.unmountComponentAtNode?.(box);
      }
    });
  }
}
