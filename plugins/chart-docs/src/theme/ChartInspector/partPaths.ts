/**
 * Which option draws a part of a chart: from a part the engine names (an
 * axis label, a legend item, an element of a geometry) to the path of a row
 * in that chart's props table. Pure, so every mapping is unit-tested; the
 * engine is read in `findChartParts.ts`.
 */
import type {PropsRows} from '../../props/types';
import {locatePropPath} from '../../propsRows/locatePropPath';
import {ancestorPropPaths} from '../../propsRows/propPath';

/** The pieces of an axis G2 draws, by the option of `xAxis`/`yAxis` that styles each. */
export type AxisPiece = 'label' | 'title' | 'line' | 'tickLine' | 'subTickLine' | 'grid';

/** A part of a drawn chart, as the engine knows it. */
export type ChartPart =
  | {kind: 'axis'; axis: 'xAxis' | 'yAxis'; piece: AxisPiece | null}
  | {kind: 'legend'}
  | {kind: 'geometry'; geometryType: string; shapeType?: string}
  | {kind: 'label'}
  | {kind: 'annotation'}
  | {kind: 'statistic'; piece: 'title' | 'content' | null}
  | {kind: 'slider'}
  | {kind: 'scrollbar'}
  | {kind: 'tooltip'};

export type {PropsRows};

/** The user's fields, to tell which axis option draws a G2 axis (bar charts swap x and y). */
export interface AxisFields {
  xField?: unknown;
  yField?: unknown;
}

function fieldList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The option that configures the G2 axis of `field` on dimension `dim`. G2Plot
 * hands `xAxis` to the axis of `xField` and `yAxis` to that of `yField`, so
 * the field decides; a bar chart draws its x dimension from `yField`. Fields
 * G2Plot derives itself (a histogram's bins) fall back to the dimension.
 */
export function axisOptionOf(dim: string, field: string | undefined, fields: AxisFields): 'xAxis' | 'yAxis' {
  if (field !== undefined) {
    if (fieldList(fields.xField).includes(field)) return 'xAxis';
    if (fieldList(fields.yField).includes(field)) return 'yAxis';
  }
  return dim === 'y' ? 'yAxis' : 'xAxis';
}

/** Style options of a geometry type, most specific first; each chart declares only some. */
const GEOMETRY_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  line: ['lineStyle', 'line'],
  path: ['lineStyle', 'line'],
  area: ['areaStyle', 'area'],
  point: ['point', 'pointStyle', 'outliersStyle'],
  interval: ['columnStyle', 'barStyle', 'sectorStyle', 'progressStyle'],
  polygon: ['rectStyle', 'heatmapStyle', 'sunburstStyle', 'nodeStyle'],
  heatmap: ['heatmapStyle'],
  edge: ['edgeStyle'],
  schema: ['boxStyle', 'stockStyle'],
  violin: ['violinStyle'],
};

/** Options of charts made of several views: they configure every geometry and label inside. */
const VIEW_OPTIONS = ['geometryOptions', 'eachView', 'views', 'plots'] as const;

function camelCase(slug: string): string {
  return slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function geometryCandidates(part: {geometryType: string; shapeType?: string}, slug: string, rows: PropsRows): string[] {
  if (part.shapeType?.includes('indicator')) return ['indicator'];
  const own = rows.own.map((row) => row.name);
  // A chart of views styles its geometries per view, whatever their type.
  const views = VIEW_OPTIONS.filter((name) => own.includes(name));
  if (views.length > 0) return [...views];
  const chartStyle = `${camelCase(slug)}Style`;
  const anyStyle = own.filter((name) => name.endsWith('Style'));
  return [...(GEOMETRY_OPTIONS[part.geometryType] ?? []), chartStyle, ...anyStyle];
}

/** Paths that may configure a part, best first; the first that is a row of the table wins. */
export function candidatePaths(part: ChartPart, slug: string, rows: PropsRows): string[] {
  switch (part.kind) {
    case 'axis': {
      const suffix = part.piece ? `.${part.piece}` : '';
      // The gauge names its only axis `axis`.
      return [`${part.axis}${suffix}`, `axis${suffix}`];
    }
    case 'geometry':
      return geometryCandidates(part, slug, rows);
    case 'label':
      return ['label', ...VIEW_OPTIONS];
    case 'statistic':
      return part.piece ? [`statistic.${part.piece}`, 'statistic'] : ['statistic'];
    case 'annotation':
      return ['annotations'];
    default:
      return [part.kind];
  }
}

function hasRow(rows: PropsRows, path: string): boolean {
  return locatePropPath(rows, path) !== undefined;
}

/**
 * The row of the table that configures the part: the first candidate that is
 * a row, else the nearest row that holds a candidate, else `undefined` (the
 * part is left out rather than linked to a row that does not exist).
 */
export function resolvePartPath(part: ChartPart, slug: string, rows: PropsRows): string | undefined {
  const candidates = candidatePaths(part, slug, rows);
  const exact = candidates.find((path) => hasRow(rows, path));
  if (exact) return exact;
  for (const candidate of candidates) {
    // The rows that hold it, nearest first.
    const ancestor = ancestorPropPaths(candidate)
      .reverse()
      .find((path) => hasRow(rows, path));
    if (ancestor) return ancestor;
  }
  return undefined;
}

const AXIS_PIECE_NAMES: Readonly<Record<AxisPiece, string>> = {
  label: 'labels',
  title: 'title',
  line: 'line',
  tickLine: 'ticks',
  subTickLine: 'minor ticks',
  grid: 'grid lines',
};

/** A few words saying what the part is, shown beside its path in the list. */
export function describePart(part: ChartPart): string {
  switch (part.kind) {
    case 'axis': {
      const axis = part.axis === 'xAxis' ? 'x-axis' : 'y-axis';
      return part.piece ? `${axis} ${AXIS_PIECE_NAMES[part.piece]}` : axis;
    }
    case 'geometry':
      return `${part.geometryType} shapes`;
    case 'label':
      return 'data labels';
    case 'statistic':
      return part.piece ? `statistic ${part.piece}` : 'statistic';
    case 'annotation':
      return 'annotations';
    default:
      return part.kind;
  }
}
