/**
 * The parts of G2 4 (and its canvas, G) the inspector reads, typed by shape:
 * the engine is loaded lazily and its classes are not imported here.
 */

export interface CanvasBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A G shape or group on the canvas. */
export interface GElement {
  get: (key: string) => unknown;
  getParent?: () => GElement | null | undefined;
  getCanvasBBox?: () => CanvasBox;
  getChildren?: () => GElement[];
  findAll?: (test: (element: GElement) => boolean) => GElement[];
  isGroup?: () => boolean;
  destroyed?: boolean;
}

/** A G2 component: axis, grid, legend, annotation, slider, scrollbar (canvas groups or DOM). */
export interface G2Component {
  get: (key: string) => unknown;
}

/** What `view.getComponents()` hands out for each component. */
export interface G2ComponentOption {
  type: string;
  component: G2Component;
  extra?: {dim?: string; scale?: {field?: string}; key?: string; type?: string};
}

export interface G2Element {
  shape?: GElement | null;
  shapeType?: string;
  geometry?: G2Geometry;
}

export interface G2Geometry {
  type: string;
  on?: (event: string, callback: () => void) => unknown;
  off?: (event: string, callback: () => void) => unknown;
  elements?: G2Element[];
  container?: GElement;
  labelsContainer?: GElement;
}

export interface GCanvas {
  get: (key: string) => unknown;
  getShape?: (x: number, y: number) => GElement | null | undefined;
}

/** A G2 view (the chart is one); charts of several views nest them. */
export interface G2View {
  geometries?: G2Geometry[];
  views?: G2View[];
  canvas?: GCanvas;
  coordinateBBox?: {x: number; y: number; width: number; height: number};
  getComponents?: () => G2ComponentOption[];
  getOptions?: () => {tooltip?: unknown};
  getController?: (name: string) => unknown;
  on?: (event: string, callback: () => void) => unknown;
  off?: (event: string, callback: () => void) => unknown;
  destroyed?: boolean;
}

export function collectViews(view: G2View): G2View[] {
  return [view, ...(view.views ?? []).flatMap(collectViews)];
}

/** A shape's names: G2 gives elements an array (`['element', 'line']`), components a string. */
export function namesOf(element: GElement): string[] {
  const name = element.get('name');
  if (typeof name === 'string') return [name];
  return Array.isArray(name) ? name.filter((item): item is string => typeof item === 'string') : [];
}
