import type {Page} from '@playwright/test';
import {PREVIEW_WIDTH} from '../plugins/chart-docs/src/previews/manifest';

/**
 * Layout of a drawn demo in the box a chart page gives it, for the demo sweep: the standalone page's chart
 * box is made the size of a chart page's preview box (PREVIEW_WIDTH by the demo's `height`, scrolling what
 * overflows, as `.preview` in plugins/chart-docs/src/theme/Demo/styles.module.css does), and the demo must fill
 * it: nothing clipped or scrolled (a control row pushing a chart out, a `height` too small for several
 * charts), no blank band under the last chart or control (a `height` larger than the demo), and no statistic
 * text (a gauge's or donut's title and value) over another.
 */

/** Blank space (CSS px) allowed under a demo's content: about a line of text, less than a control row. */
export const MAX_BLANK_PX = 24;
/** Rounding of sub-pixel layout. */
const TOLERANCE_PX = 1;

/** Gives the chart box of the standalone page the size of a chart page's preview box. */
export async function sizeAsPreview(page: Page, selector: string, height: number): Promise<void> {
  await page.evaluate(
    ({selector, width, height}) => {
      const box = document.querySelector<HTMLElement>(selector);
      if (!box) throw new Error(`no chart box ${selector}`);
      Object.assign(box.style, {
        flex: 'none',
        padding: '0',
        position: 'relative',
        overflow: 'auto',
        width: `${width}px`,
        height: `${height}px`,
      });
    },
    {selector, width: PREVIEW_WIDTH, height},
  );
}

/**
 * Waits until the demo's canvases and content keep their size for a moment: an auto-fitting chart drawn before
 * the box was resized redraws at the new size after the engine's resize debounce, which a busy machine delays.
 * While the content is wider than the box it keeps waiting (up to `timeoutMs`): fitting is where an auto-fitting
 * chart ends, and a demo that never fits is still reported by `layoutProblems` after the wait.
 */
export async function waitForSteadyLayout(page: Page, selector: string, timeoutMs = 5_000): Promise<void> {
  const sizes = () =>
    page.evaluate((selector) => {
      const box = document.querySelector(selector);
      const canvases = Array.from(box?.querySelectorAll('canvas') ?? []);
      const right = box ? box.getBoundingClientRect().right : 0;
      const wider =
        box !== null &&
        (box.scrollWidth > box.clientWidth || canvases.some((c) => c.getBoundingClientRect().right > right + 1));
      const key = `${box?.scrollWidth}x${box?.scrollHeight} ${canvases.map((c) => `${c.width}x${c.height}`).join(' ')}`;
      return {key, wider};
    }, selector);
  const deadline = Date.now() + timeoutMs;
  let previous = await sizes();
  let steadyFor = 0;
  while (Date.now() < deadline) {
    await page.waitForTimeout(400);
    const current = await sizes();
    steadyFor = current.key === previous.key ? steadyFor + 1 : 0;
    previous = current;
    // Unchanged since the last look, and nothing wider than the box.
    if (steadyFor >= 1 && !current.wider) return;
  }
}

export async function layoutProblems(page: Page, selector: string, height: number): Promise<string[]> {
  return page.evaluate(
    ({selector, height, maxBlank, tolerance}) => {
      const box = document.querySelector<HTMLElement>(selector);
      if (!box) return [`no chart box ${selector}`];
      const problems: string[] = [];
      const overY = box.scrollHeight - box.clientHeight;
      const overX = box.scrollWidth - box.clientWidth;
      if (overY > tolerance) {
        problems.push(
          `the demo is ${overY} px taller than its \`height\` (${height}): the preview box cuts it off and scrolls`,
        );
      }
      if (overX > tolerance) problems.push(`the demo is ${overX} px wider than the preview box: it scrolls sideways`);

      const frame = box.getBoundingClientRect();
      const shown = (element: Element): boolean => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1;
      };
      // What a visitor sees: canvases and the innermost boxes (text, controls); the chart's tooltip only on hover,
      // and text for screen readers only (a 1 px clipped box) is left out by `shown`.
      const content = Array.from(box.querySelectorAll('*')).filter(
        (element) =>
          !element.closest('.g2-tooltip') &&
          (element.tagName === 'CANVAS' ||
            element.tagName === 'svg' ||
            ['INPUT', 'SELECT', 'BUTTON', 'IMG'].includes(element.tagName) ||
            (element.children.length === 0 && (element.textContent ?? '').trim() !== '')) &&
          shown(element),
      );
      for (const canvas of Array.from(box.querySelectorAll('canvas'))) {
        const rect = canvas.getBoundingClientRect();
        const cut = Math.max(frame.left - rect.left, frame.top - rect.top, rect.right - frame.right);
        if (cut > tolerance) problems.push(`a chart's canvas runs ${Math.round(cut)} px outside the preview box`);
      }
      // The demo's own top-level boxes, when shorter than the box, count whole: padding, a reserved status line.
      const wrapperBottom = Math.max(
        -Infinity,
        ...Array.from(box.children)
          .filter((child) => shown(child) && child.getBoundingClientRect().height < box.clientHeight - tolerance)
          .map((child) => child.getBoundingClientRect().bottom + parseFloat(getComputedStyle(child).marginBottom)),
      );
      if (content.length > 0) {
        const bottom = Math.max(wrapperBottom, ...content.map((element) => element.getBoundingClientRect().bottom));
        const blank = Math.round(frame.top + box.clientHeight - bottom);
        if (blank > maxBlank) {
          problems.push(`${blank} px blank under the demo in its ${height} px box: its \`height\` is too large`);
        }
      }

      // Statistic annotations are HTML over the canvas: the engine never checks them against each other. Their
      // text boxes (a line's ascent to descent, not the div's line height) may touch by a fifth of the smaller
      // one: glyphs leave that much empty at the top and bottom of the box.
      const textBox = (note: HTMLElement): DOMRect => {
        const range = document.createRange();
        range.selectNodeContents(note);
        return range.getBoundingClientRect();
      };
      for (const chart of Array.from(box.querySelectorAll('canvas')).map((canvas) => canvas.parentElement)) {
        const notes = Array.from(chart?.querySelectorAll<HTMLElement>('.g2-html-annotation') ?? []).filter(
          (note) => shown(note) && note.innerText.trim() !== '',
        );
        notes.forEach((note, i) => {
          const a = textBox(note);
          for (const other of notes.slice(i + 1)) {
            const b = textBox(other);
            const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (overlapX > tolerance && overlapY > Math.max(tolerance, 0.2 * Math.min(a.height, b.height))) {
              problems.push(
                `statistic "${note.innerText.trim().slice(0, 20)}" overlaps "${other.innerText.trim().slice(0, 20)}" by ${Math.round(overlapY)} px`,
              );
            }
          }
        });
      }
      return problems;
    },
    {selector, height, maxBlank: MAX_BLANK_PX, tolerance: TOLERANCE_PX},
  );
}
