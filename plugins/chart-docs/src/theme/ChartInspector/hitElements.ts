/**
 * Which element of a geometry lies under a point, from the element's own
 * shape data. G's hit test skips shapes drawn with `capture: false`, and G2
 * draws smooth lines and areas that way (testing curves is costly for its
 * hover interactions), so a smooth line could not be pointed at. Here each
 * element's shapes are rebuilt as `Path2D` from their attributes (path,
 * circle, rect, polygon) and tested with the 2D context, a few pixels
 * around the stroke included; other shapes count by their bounding box.
 */
import {collectViews, type G2Element, type G2View, type GElement} from './g2Types';

/** Extra pixels on each side of a stroke: a 1-2 px line must be reachable with a pointer. */
const STROKE_TOLERANCE_PX = 5;

type Attrs = Record<string, unknown>;

let scratch: CanvasRenderingContext2D | null | undefined;

function scratchContext(): CanvasRenderingContext2D | null {
  if (scratch === undefined) {
    try {
      scratch = document.createElement('canvas').getContext('2d');
    } catch {
      // A browser without a 2D context (or a test DOM) tests nothing here.
      scratch = null;
    }
  }
  return scratch;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** G's path attribute (`[['M', x, y], ['L', x, y], ...]` or an SVG string) as SVG path text. */
export function pathText(path: unknown): string | null {
  if (typeof path === 'string') return path;
  if (!Array.isArray(path)) return null;
  return path
    .filter((segment): segment is unknown[] => Array.isArray(segment))
    .map((segment) => segment.join(' '))
    .join(' ');
}

function outlineOf(type: unknown, attrs: Attrs): Path2D | null {
  const path = new Path2D();
  switch (type) {
    case 'path': {
      const text = pathText(attrs.path);
      return text ? new Path2D(text) : null;
    }
    case 'circle':
    case 'marker':
      path.arc(num(attrs.x), num(attrs.y), Math.max(num(attrs.r), 1), 0, Math.PI * 2);
      return path;
    case 'rect':
      path.rect(num(attrs.x), num(attrs.y), num(attrs.width), num(attrs.height));
      return path;
    case 'polygon': {
      const points = Array.isArray(attrs.points) ? (attrs.points as unknown[]) : [];
      points.forEach((point, index) => {
        const [x, y] = Array.isArray(point) ? point : [];
        if (index === 0) path.moveTo(num(x), num(y));
        else path.lineTo(num(x), num(y));
      });
      path.closePath();
      return path;
    }
    default:
      return null;
  }
}

function inBox(shape: GElement, x: number, y: number, margin: number): boolean {
  const box = shape.getCanvasBBox?.();
  return Boolean(
    box && x >= box.minX - margin && x <= box.maxX + margin && y >= box.minY - margin && y <= box.maxY + margin,
  );
}

function shapeContains(shape: GElement, x: number, y: number, context: CanvasRenderingContext2D): boolean {
  if (shape.destroyed || shape.get('visible') === false || !inBox(shape, x, y, STROKE_TOLERANCE_PX)) return false;
  if (shape.isGroup?.()) return (shape.getChildren?.() ?? []).some((child) => shapeContains(child, x, y, context));
  const attrs = (shape.get('attrs') ?? {}) as Attrs;
  const outline = outlineOf(shape.get('type'), attrs);
  if (!outline) return true;
  const filled = typeof attrs.fill === 'string' && attrs.fill !== 'none';
  if (filled && context.isPointInPath(outline, x, y)) return true;
  context.lineWidth = num(attrs.lineWidth) + STROKE_TOLERANCE_PX * 2;
  return context.isPointInStroke(outline, x, y);
}

/** The topmost element whose shapes contain the point (canvas coordinates), if any. */
export function elementAt(chart: G2View, x: number, y: number): G2Element | null {
  const context = scratchContext();
  if (!context) return null;
  const views = collectViews(chart).reverse();
  for (const view of views) {
    for (const geometry of [...(view.geometries ?? [])].reverse()) {
      const elements = geometry.elements ?? [];
      for (let index = elements.length - 1; index >= 0; index -= 1) {
        const element = elements[index]!;
        if (element.shape && shapeContains(element.shape, x, y, context)) return element;
      }
    }
  }
  return null;
}
