/**
 * The data points of a drawn G2 chart, grouped into series and ordered the
 * way a reader scans them, with the canvas position of each (for the chart's
 * own tooltip). Reads G2 4's geometries: each holds its mapped records, whose
 * `x`/`y` are already canvas coordinates and whose `_origin` is the record.
 */

import {summaryPhrases, type SummaryPhrases} from './summaryPhrases';

const DEFAULT_PHRASES = summaryPhrases();

/** The parts of a G2 4 view this module reads. */
export interface G2ViewLike {
  geometries?: G2GeometryLike[];
  views?: G2ViewLike[];
  getCoordinate?: () => {isPolar?: boolean} | undefined;
  showTooltip?: (point: {x: number; y: number}) => unknown;
  hideTooltip?: () => unknown;
}

interface G2GeometryLike {
  dataArray?: Array<Array<{x?: unknown; y?: unknown; _origin?: unknown}>> | null;
}

export interface ChartPoint {
  record: Record<string, unknown>;
  x: number;
  y: number;
  /** The view that drew it; its tooltip shows the point. */
  view: G2ViewLike;
}

export interface ChartSeries {
  /** The series' name (the series field's value), or '' for a chart with one series. */
  name: string;
  points: ChartPoint[];
}

function mean(value: unknown): number | null {
  const numbers = (Array.isArray(value) ? value : [value]).filter(
    (item): item is number => typeof item === 'number' && Number.isFinite(item),
  );
  return numbers.length > 0 ? numbers.reduce((total, item) => total + item, 0) / numbers.length : null;
}

export function collectViews(view: G2ViewLike): G2ViewLike[] {
  return [view, ...(view.views ?? []).flatMap(collectViews)];
}

/**
 * Series of points: one per value of `seriesField` (per view), else one per
 * view. A record drawn twice (a line and its point markers) counts once.
 */
export function chartSeries(chart: G2ViewLike, seriesField: string | undefined): ChartSeries[] {
  const series = new Map<string, ChartSeries>();
  collectViews(chart).forEach((view, viewIndex) => {
    const seen = new Set<string>();
    const polar = Boolean(view.getCoordinate?.()?.isPolar);
    const viewSeries: ChartSeries[] = [];
    for (const geometry of view.geometries ?? []) {
      for (const group of geometry.dataArray ?? []) {
        for (const datum of group) {
          const x = mean(datum.x);
          const y = mean(datum.y);
          const record = datum._origin;
          if (x === null || y === null || typeof record !== 'object' || record === null) {
            continue;
          }
          const origin = record as Record<string, unknown>;
          const identity = JSON.stringify(origin);
          if (seen.has(identity)) {
            continue;
          }
          seen.add(identity);
          const name = seriesField && origin[seriesField] !== undefined ? String(origin[seriesField]) : '';
          const key = `${viewIndex}\u0000${name}`;
          let entry = series.get(key);
          if (!entry) {
            entry = {name, points: []};
            series.set(key, entry);
            viewSeries.push(entry);
          }
          entry.points.push({record: origin, x, y, view});
        }
      }
    }
    if (!polar) {
      // Cartesian charts read left to right (bars of a bar chart top to bottom); polar ones in data order.
      viewSeries.forEach((entry) => entry.points.sort((a, b) => a.x - b.x || a.y - b.y));
    }
  });
  return [...series.values()].filter((entry) => entry.points.length > 0);
}

/** Where the focus is among the series: `null` before the first arrow key. */
export interface PointCursor {
  series: number;
  point: number;
}

/** The cursor after a key press, or undefined for a key this does not handle. */
export function moveCursor(
  series: ChartSeries[],
  cursor: PointCursor | null,
  key: string,
): PointCursor | null | undefined {
  if (series.length === 0) {
    return key === 'Escape' ? null : undefined;
  }
  const current: PointCursor = cursor
    ? {series: Math.min(cursor.series, series.length - 1), point: cursor.point}
    : {series: 0, point: -1};
  const points = series[current.series]!.points;
  const last = points.length - 1;
  const at = Math.min(current.point, last);
  switch (key) {
    case 'ArrowRight':
      return {series: current.series, point: Math.min(at + 1, last)};
    case 'ArrowLeft':
      return {series: current.series, point: Math.max(at - 1, 0)};
    case 'Home':
      return {series: current.series, point: 0};
    case 'End':
      return {series: current.series, point: last};
    case 'ArrowUp':
    case 'ArrowDown': {
      const next = current.series + (key === 'ArrowDown' ? 1 : -1);
      if (next < 0 || next >= series.length) {
        return {series: current.series, point: Math.max(at, 0)};
      }
      // Stay at the same place along the x axis: the nearest point of the next series.
      const from = points[Math.max(at, 0)]!;
      const target = series[next]!.points;
      let nearest = 0;
      target.forEach((point, index) => {
        if (Math.abs(point.x - from.x) < Math.abs(target[nearest]!.x - from.x)) {
          nearest = index;
        }
      });
      return {series: next, point: nearest};
    }
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}

/** What the live region says for a point: "month: 2023-01, Users: 3,120. Point 1 of 12." (in the phrases' language) */
export function announcePoint(
  point: ChartPoint,
  position: {index: number; count: number},
  aliases: Record<string, string> = {},
  phrases: SummaryPhrases = DEFAULT_PHRASES,
): string {
  const valueFormat = new Intl.NumberFormat(phrases.numberLocale, {maximumFractionDigits: 2});
  const values = Object.entries(point.record)
    .filter(
      ([key, value]) => !key.startsWith('_') && value !== null && value !== undefined && typeof value !== 'object',
    )
    .map(([key, value]) =>
      phrases.labelled(aliases[key] ?? key, typeof value === 'number' ? valueFormat.format(value) : String(value)),
    );
  return phrases.point(values.join(phrases.partSeparator), position.index + 1, position.count);
}
