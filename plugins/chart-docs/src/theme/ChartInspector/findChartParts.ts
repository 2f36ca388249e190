/**
 * Finds the parts of a drawn chart from G2's own objects: the components each
 * view lists (axes, grids, legends, annotations, sliders), its geometries and
 * their labels, and, under the pointer, the shape the canvas hit-tests with
 * its `name` and `delegateObject` (what G2's own interactions read).
 */
import {axisOptionOf, type AxisFields, type AxisPiece, type ChartPart} from './partPaths';
import {
  collectViews,
  namesOf,
  type CanvasBox,
  type G2Component,
  type G2ComponentOption,
  type G2Element,
  type G2View,
  type GElement,
} from './g2Types';
import {elementAt} from './hitElements';

/** A rectangle in CSS pixels, relative to the chart's canvas element. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface FoundPart {
  part: ChartPart;
  /** Where the part is drawn now (read on demand: the chart may have redrawn). */
  boxes: () => Box[];
}

export interface PartContext {
  fields: AxisFields;
  /** The chart's own `annotations` include `html` ones (else every html annotation is a statistic). */
  htmlAnnotations: boolean;
}

/** Shape names of an axis, by the option that styles them. */
const AXIS_PIECE_OF_NAME: Readonly<Record<string, AxisPiece>> = {
  'axis-label': 'label',
  'axis-label-group': 'label',
  'axis-title': 'title',
  'axis-line': 'line',
  'axis-tickline': 'tickLine',
  'axis-tickline-group': 'tickLine',
  'axis-subtickline': 'subTickLine',
};

const AXIS_PIECES: ReadonlyArray<[AxisPiece, string]> = [
  ['label', 'axis-label'],
  ['title', 'axis-title'],
  ['line', 'axis-line'],
  ['tickLine', 'axis-tickline'],
  ['subTickLine', 'axis-subtickline'],
];

function toBox(box: CanvasBox | undefined): Box | null {
  if (!box) return null;
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  if (![box.minX, box.minY, width, height].every(Number.isFinite) || width < 0 || height < 0) return null;
  return {left: box.minX, top: box.minY, width, height};
}

function boxOf(element: GElement | null | undefined): Box[] {
  if (!element || element.destroyed) return [];
  const box = toBox(element.getCanvasBBox?.());
  return box ? [box] : [];
}

function canvasElement(view: G2View): HTMLElement | null {
  const element = view.canvas?.get('el');
  return element instanceof HTMLElement ? element : null;
}

/** The DOM element of an html component (annotations, the tooltip), if it is one. */
function htmlOf(component: G2Component | null | undefined): HTMLElement | null {
  const container = component?.get('container');
  return container instanceof HTMLElement ? container : null;
}

function htmlBox(element: HTMLElement, canvas: HTMLElement | null): Box[] {
  if (!canvas || !element.isConnected) return [];
  const rect = element.getBoundingClientRect();
  const origin = canvas.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return [];
  return [{left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height}];
}

function groupOf(component: G2Component): GElement | null {
  const group = component.get('group');
  return group && typeof group === 'object' ? (group as GElement) : null;
}

/** The part an annotation stands for: G2Plot draws a chart's statistic as html annotations. */
function annotationPart(option: G2ComponentOption, context: PartContext): ChartPart {
  const key = option.extra?.key;
  if (key === 'top-statistic') return {kind: 'statistic', piece: 'title'};
  if (key === 'bottom-statistic') return {kind: 'statistic', piece: 'content'};
  if (option.extra?.type === 'html' && !context.htmlAnnotations) return {kind: 'statistic', piece: null};
  return {kind: 'annotation'};
}

function componentPart(option: G2ComponentOption, piece: AxisPiece | null, context: PartContext): ChartPart | null {
  const dim = option.extra?.dim ?? 'x';
  const field = option.extra?.scale?.field;
  switch (option.type) {
    case 'axis':
      return {kind: 'axis', axis: axisOptionOf(dim, field, context.fields), piece};
    case 'grid':
      return {kind: 'axis', axis: axisOptionOf(dim, field, context.fields), piece: 'grid'};
    case 'legend':
    case 'slider':
    case 'scrollbar':
      return {kind: option.type};
    case 'annotation':
      return annotationPart(option, context);
    default:
      return null;
  }
}

/** Shapes of one piece of an axis (all its labels, its title, ...). */
function axisPieceShapes(option: G2ComponentOption, shapeName: string): GElement[] {
  return groupOf(option.component)?.findAll?.((element) => namesOf(element).includes(shapeName)) ?? [];
}

function componentBoxes(option: G2ComponentOption, piece: AxisPiece | null, canvas: HTMLElement | null): Box[] {
  const pieceName = AXIS_PIECES.find(([name]) => name === piece)?.[1];
  if (option.type === 'axis' && pieceName) return axisPieceShapes(option, pieceName).flatMap(boxOf);
  const html = htmlOf(option.component);
  return html ? htmlBox(html, canvas) : boxOf(groupOf(option.component));
}

function tooltipComponent(view: G2View): G2Component | null {
  const controller = view.getController?.('tooltip') as {tooltip?: G2Component | null} | undefined;
  return controller?.tooltip ?? null;
}

function hasTooltip(view: G2View): boolean {
  return Boolean(view.getController?.('tooltip')) && view.getOptions?.().tooltip !== false;
}

function tooltipBoxes(view: G2View, canvas: HTMLElement | null): Box[] {
  const html = htmlOf(tooltipComponent(view));
  if (html && html.style.visibility !== 'hidden' && html.style.display !== 'none') {
    const shown = htmlBox(html, canvas);
    if (shown.length > 0) return shown;
  }
  // Hidden until the pointer is over the plot: the plot area is where it shows.
  const area = view.coordinateBBox;
  return area ? [{left: area.x, top: area.y, width: area.width, height: area.height}] : [];
}

/** Every part the chart draws now, one entry per engine object. */
export function collectChartParts(chart: G2View, context: PartContext): FoundPart[] {
  const canvas = canvasElement(chart);
  const parts: FoundPart[] = [];
  let tooltipView: G2View | null = null;
  for (const view of collectViews(chart)) {
    for (const option of view.getComponents?.() ?? []) {
      if (option.type === 'axis') {
        for (const [piece, shapeName] of AXIS_PIECES) {
          const part = componentPart(option, piece, context);
          if (part && axisPieceShapes(option, shapeName).length > 0) {
            parts.push({part, boxes: () => componentBoxes(option, piece, canvas)});
          }
        }
        continue;
      }
      const part = componentPart(option, null, context);
      if (part) parts.push({part, boxes: () => componentBoxes(option, null, canvas)});
    }
    for (const geometry of view.geometries ?? []) {
      const elements = geometry.elements ?? [];
      if (elements.length === 0) continue;
      parts.push({
        part: {kind: 'geometry', geometryType: geometry.type, shapeType: elements[0]?.shapeType},
        boxes: () => elements.flatMap((element) => boxOf(element.shape)),
      });
      if ((geometry.labelsContainer?.getChildren?.().length ?? 0) > 0) {
        parts.push({part: {kind: 'label'}, boxes: () => boxOf(geometry.labelsContainer)});
      }
    }
    if (!tooltipView && hasTooltip(view)) tooltipView = view;
  }
  const shownTooltip = tooltipView;
  if (shownTooltip) parts.push({part: {kind: 'tooltip'}, boxes: () => tooltipBoxes(shownTooltip, canvas)});
  return parts;
}

function findComponentOption(chart: G2View, component: unknown): G2ComponentOption | undefined {
  for (const view of collectViews(chart)) {
    const found = view.getComponents?.().find((option) => option.component === component);
    if (found) return found;
  }
  return undefined;
}

/** The part a DOM element of the chart belongs to: an html annotation or the tooltip. */
function partOfHtml(chart: G2View, target: Node, context: PartContext): FoundPart | null {
  const canvas = canvasElement(chart);
  for (const view of collectViews(chart)) {
    const tooltip = htmlOf(tooltipComponent(view));
    if (tooltip?.contains(target)) return {part: {kind: 'tooltip'}, boxes: () => htmlBox(tooltip, canvas)};
    for (const option of view.getComponents?.() ?? []) {
      const html = htmlOf(option.component);
      const part = html?.contains(target) ? componentPart(option, null, context) : null;
      if (html && part) return {part, boxes: () => htmlBox(html, canvas)};
    }
  }
  return null;
}

function elementPart(element: G2Element): FoundPart {
  return {
    part: {kind: 'geometry', geometryType: element.geometry?.type ?? '', shapeType: element.shapeType},
    boxes: () => boxOf(element.shape),
  };
}

/** Walks up from the shape the canvas hit to the first ancestor G2 names as a part. */
function partOfShape(chart: G2View, shape: GElement, context: PartContext): FoundPart | null {
  let piece: AxisPiece | null = null;
  for (let node: GElement | null | undefined = shape; node; node = node.getParent?.()) {
    const names = namesOf(node);
    const labelGroup = names.includes('label') && !names.includes('element');
    if (labelGroup || (names[0] === 'element' && names[1] === 'label')) {
      let group: GElement | null | undefined = node;
      while (group && !namesOf(group).includes('label')) group = group.getParent?.();
      const labelBox = group ?? node;
      return {part: {kind: 'label'}, boxes: () => boxOf(labelBox)};
    }
    const element = node.get('element') as G2Element | undefined;
    if (names[0] === 'element' && element?.geometry) return elementPart(element);
    piece ??= names.map((name) => AXIS_PIECE_OF_NAME[name]).find((found) => found !== undefined) ?? null;
    const delegate = node.get('delegateObject') as {component?: unknown} | undefined;
    const option = delegate?.component ? findComponentOption(chart, delegate.component) : undefined;
    const part = option ? componentPart(option, piece, context) : null;
    if (option && part) {
      const canvas = canvasElement(chart);
      const decided = piece;
      return {part, boxes: () => componentBoxes(option, decided, canvas)};
    }
  }
  return null;
}

/**
 * The part under the pointer: a DOM part (html annotation, tooltip) when the
 * event's target is one, else the shape the canvas hit-tests at the point.
 */
export function partAtPoint(
  chart: G2View,
  target: EventTarget | null,
  clientX: number,
  clientY: number,
  context: PartContext,
): FoundPart | null {
  if (target instanceof Node) {
    const html = partOfHtml(chart, target, context);
    if (html) return html;
  }
  const canvas = canvasElement(chart);
  if (!canvas || !chart.canvas?.getShape) return null;
  const rect = canvas.getBoundingClientRect();
  const x = clientX - rect.left;
  const y = clientY - rect.top;
  const shape = chart.canvas.getShape(x, y);
  const named = shape ? partOfShape(chart, shape, context) : null;
  if (named) return named;
  // Shapes G does not hit-test (smooth lines and areas) are tested from their own outlines.
  const element = elementAt(chart, x, y);
  return element?.geometry ? elementPart(element) : null;
}

/**
 * Where a box sits relative to `host`, cut to the chart's canvas: some shapes
 * reach far outside it, clipped (a liquid chart's waves).
 */
export function boxInHost(box: Box, chart: G2View, host: HTMLElement): Box {
  const canvas = canvasElement(chart);
  const origin = canvas?.getBoundingClientRect() ?? host.getBoundingClientRect();
  const frame = host.getBoundingClientRect();
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(origin.width, box.left + box.width);
  const bottom = Math.min(origin.height, box.top + box.height);
  return {
    // The host may scroll (a narrow screen): its positioned children move with its content.
    left: origin.left - frame.left + host.scrollLeft + left,
    top: origin.top - frame.top + host.scrollTop + top,
    width: Math.max(0, right - left),
    height: Math.max(0, bottom - top),
  };
}
