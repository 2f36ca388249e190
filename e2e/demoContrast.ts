import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * Contrast of a drawn demo's text in the colour mode on screen, for the demo
 * sweep: axe's `color-contrast` over the demo's HTML (statistic annotations,
 * the demo's own paragraphs and controls), and the engine's canvas text, which
 * axe cannot see, read from the drawn G2 shapes; and data labels whose box
 * the canvas edge cuts.
 */

/**
 * Text below this ratio against the page is close to invisible (dark grey on the dark page is 1.1:1). WCAG
 * asks 3:1 of large text; G2's own dark theme draws some secondary text (legend page numbers) just above 2:1.
 */
const MIN_CANVAS_RATIO = 2;
/** How far (CSS px) a label's box may reach past the canvas edge: the box of antialiased glyphs is rounded. */
const LABEL_TOLERANCE_PX = 1;
/** A canvas pixel more transparent than this (of 255) counts as the page showing through. */
const FAINT_ALPHA = 64;

export async function htmlContrastProblems(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({page}).include(selector).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').at(-1)?.trim()}`),
  );
}

/**
 * Each visible text shape of each chart under `selector`, and each statistic
 * annotation, whose colour has less than 2:1 contrast with the page where the
 * page shows around it (transparent canvas pixels just outside it). Text
 * inside a shape is left out: the shape's colour is the same in both modes,
 * so the mode cannot break it; text on the page is what a hard-coded colour
 * hides in the other mode. With `labelBoxes`, also each data label (the text
 * of a geometry's label container, in every view) whose box runs outside its
 * canvas: the engine cuts it off there.
 */
export async function canvasTextProblems(page: Page, selector: string, labelBoxes: boolean): Promise<string[]> {
  return page.evaluate(
    ({selector, minRatio, faintAlpha, checkLabelBoxes, tolerance}) => {
      type Shape = {
        get(key: string): unknown;
        attr(): Record<string, unknown>;
        getCanvasBBox(): {minX: number; minY: number; maxX: number; maxY: number};
        isGroup(): boolean;
      };
      type View = {canvas?: Shape; views?: View[]; geometries?: {labelsContainer?: Shape}[]};
      type Fiber = {return: Fiber | null; memoizedState: unknown};
      /** The G2 chart a canvas shows: `plot.chart` of the plot the `@ant-design/plots` component keeps in a ref. */
      const drawnChartOf = (element: Element): View | undefined => {
        let node: Element | null = element;
        let key: string | undefined;
        while (node && !(key = Object.keys(node).find((k) => k.startsWith('__reactFiber$')))) node = node.parentElement;
        for (let fiber = node && key ? ((node as unknown as Record<string, Fiber>)[key] ?? null) : null; fiber;) {
          let hook = fiber.memoizedState as {memoizedState?: unknown; next?: unknown} | null;
          while (hook && typeof hook === 'object' && 'next' in hook) {
            const ref = hook.memoizedState as {current?: {chart?: View}} | null;
            const chart = ref && typeof ref === 'object' ? ref.current?.chart : undefined;
            if (chart?.canvas) return chart;
            hook = hook.next as typeof hook;
          }
          fiber = fiber.return;
        }
        return undefined;
      };
      const visibleTexts = (group: Shape, into: Shape[] = []): Shape[] => {
        for (const child of (group.get('children') as Shape[] | undefined) ?? []) {
          if (child.get('visible') === false) continue;
          if (child.isGroup()) visibleTexts(child, into);
          else if (child.get('type') === 'text' && String(child.attr().text ?? '').trim()) into.push(child);
        }
        return into;
      };
      /** Data labels of every view of `chart` whose box leaves the canvas, with how far. */
      const labelsOutside = (chart: View, gCanvas: Shape): string[] => {
        const width = Number(gCanvas.get('width'));
        const height = Number(gCanvas.get('height'));
        const views = (view: View): View[] => [view, ...(view.views ?? []).flatMap(views)];
        return views(chart)
          .flatMap((view) =>
            (view.geometries ?? []).flatMap((geometry) =>
              geometry.labelsContainer && geometry.labelsContainer.get('visible') !== false
                ? visibleTexts(geometry.labelsContainer)
                : [],
            ),
          )
          .flatMap((text) => {
            const box = text.getCanvasBBox();
            const over = {
              left: -box.minX,
              top: -box.minY,
              right: box.maxX - width,
              bottom: box.maxY - height,
            };
            const sides = Object.entries(over).filter(([, by]) => by > tolerance);
            return sides.length === 0
              ? []
              : [
                  `label "${String(text.attr().text).trim().slice(0, 30)}" runs outside the canvas (${sides
                    .map(([side, by]) => `${side} by ${by.toFixed(0)} px`)
                    .join(', ')})`,
                ];
          });
      };
      const root = document.querySelector(selector);
      if (!root) return [];
      const probe = document.createElement('canvas').getContext('2d')!;
      const rgba = (css: string): number[] => {
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = '#000';
        probe.fillStyle = css;
        probe.fillRect(0, 0, 1, 1);
        return Array.from(probe.getImageData(0, 0, 1, 1).data);
      };
      const luminance = ([r, g, b]: number[]) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      const ratio = (a: number[], b: number[]) => {
        const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (high! + 0.05) / (low! + 0.05);
      };
      const over = (top: number[], alpha: number, under: number[]) =>
        top.map((v, i) => v * alpha + under[i]! * (1 - alpha));
      /** The first opaque background behind an element: the page the canvas is drawn on. */
      const backgroundOf = (element: Element): number[] => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const color = rgba(getComputedStyle(node).backgroundColor);
          if (color[3]! > 0) return color.slice(0, 3);
        }
        return [255, 255, 255];
      };
      /**
       * The page's colour at (x, y) of a canvas, or null where something is drawn there. The page shows
       * through faint pixels, and a theme that paints the canvas (G2's dark theme) paints its corner alike.
       */
      const pageAt = (canvas: HTMLCanvasElement, page: number[], x: number, y: number): number[] | null => {
        if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
        if (x < 0 || y < 0 || x >= canvas.clientWidth || y >= canvas.clientHeight) return null;
        const context = canvas.getContext('2d')!;
        const scale = canvas.width / canvas.clientWidth;
        const read = (px: number, py: number) => {
          const [r, g, b, a] = Array.from(
            context.getImageData(Math.round(px * scale), Math.round(py * scale), 1, 1).data,
          );
          return {color: over([r!, g!, b!], a! / 255, page), alpha: a!};
        };
        const here = read(x, y);
        const corner = read(1, 1).color;
        const likeCorner = here.color.every((value, i) => Math.abs(value - corner[i]!) <= 12);
        return here.alpha < faintAlpha || likeCorner ? here.color : null;
      };
      /** The best contrast of a colour against the page around a box (in canvas pixels); null if no page shows. */
      const contrastAround = (
        canvas: HTMLCanvasElement,
        box: {minX: number; minY: number; maxX: number; maxY: number},
        color: number[],
        alpha: number,
      ): number | null => {
        const page = backgroundOf(canvas);
        const midX = (box.minX + box.maxX) / 2;
        const midY = (box.minY + box.maxY) / 2;
        const around = [
          pageAt(canvas, page, box.minX - 3, midY),
          pageAt(canvas, page, box.maxX + 3, midY),
          pageAt(canvas, page, midX, box.minY - 3),
          pageAt(canvas, page, midX, box.maxY + 3),
        ].filter((pixel): pixel is number[] => pixel !== null);
        if (around.length === 0) return null;
        return Math.max(...around.map((under) => ratio(over(color.slice(0, 3), alpha, under), under)));
      };

      const problems: string[] = [];
      for (const element of Array.from(root.querySelectorAll('canvas'))) {
        const chart = drawnChartOf(element);
        const gCanvas = chart?.canvas;
        if (!chart || !gCanvas || gCanvas.get('el') !== element) continue;
        if (checkLabelBoxes) problems.push(...labelsOutside(chart, gCanvas));
        const texts = visibleTexts(gCanvas);
        for (const text of texts) {
          const attrs = text.attr();
          const content = String(attrs.text ?? '').trim();
          if (typeof attrs.fill !== 'string' || attrs.fill === 'transparent') continue;
          const fill = rgba(attrs.fill);
          const alpha = (fill[3]! / 255) * Number(attrs.fillOpacity ?? 1) * Number(attrs.opacity ?? 1);
          const best = contrastAround(element, text.getCanvasBBox(), fill, alpha);
          if (best !== null && best < minRatio) {
            problems.push(`canvas text "${content.slice(0, 30)}" ${attrs.fill}: ${best.toFixed(2)}:1`);
          }
        }
      }
      // HTML annotations over the canvas (G2Plot's `statistic`): axe cannot read the canvas behind them.
      for (const annotation of Array.from(root.querySelectorAll<HTMLElement>('.g2-html-annotation'))) {
        const content = annotation.innerText.trim();
        let wrapper: Element | null = annotation.parentElement;
        while (wrapper && !wrapper.querySelector('canvas')) wrapper = wrapper.parentElement;
        const canvas = wrapper?.querySelector('canvas');
        if (!content || !canvas || annotation.offsetWidth === 0) continue;
        const at = canvas.getBoundingClientRect();
        const rect = annotation.getBoundingClientRect();
        const box = {
          minX: rect.left - at.left,
          maxX: rect.right - at.left,
          minY: rect.top - at.top,
          maxY: rect.bottom - at.top,
        };
        const style = getComputedStyle(annotation);
        const color = rgba(style.color);
        const best = contrastAround(canvas, box, color, (color[3]! / 255) * Number(style.opacity));
        if (best !== null && best < minRatio) {
          problems.push(`statistic "${content.slice(0, 30)}" ${style.color}: ${best.toFixed(2)}:1`);
        }
      }
      return problems;
    },
    {
      selector,
      minRatio: MIN_CANVAS_RATIO,
      faintAlpha: FAINT_ALPHA,
      checkLabelBoxes: labelBoxes,
      tolerance: LABEL_TOLERANCE_PX,
    },
  );
}
