import {mapTableRows} from '../propsRows/walkPropRows';
import {mapChartTables} from '../props/mapChartTables';
import type {ChartPropsTable, EngineDefault, PropRow} from '../props/types';
import type {DrawnAxis, DrawnDefaults, EngineRecord} from './types';
import {englishPhrase, type RecordPhrase} from './phrases';

/** One default read from the drawn chart, for the row at `path`. */
interface DrawnDefault {
  path: string;
  value: unknown;
  condition?: string;
}

const AXIS_FIELDS = ['position', 'line', 'tickLine', 'subTickLine', 'grid', 'title', 'animate'];
const LABEL_FIELDS = ['autoRotate', 'autoHide', 'autoEllipsis', 'offset', 'rotate'];
const TOOLTIP_FIELDS = [
  'shared',
  'showMarkers',
  'showCrosshairs',
  'showTitle',
  'follow',
  'enterable',
  'position',
  'showContent',
];

/** The G2Plot option an axis drawn on `direction` answers to: horizontal ones `xAxis`, vertical ones `yAxis`. */
function axisOption(axis: DrawnAxis, has: (path: string) => boolean): string | undefined {
  const key = ['bottom', 'top', 'circle'].includes(axis.direction)
    ? 'xAxis'
    : axis.direction === 'radius' || ['left', 'right'].includes(axis.direction)
      ? 'yAxis'
      : undefined;
  if (key && has(key)) return key;
  return has('axis') ? 'axis' : undefined;
}

function allViews(drawn: Pick<DrawnDefaults, 'views'> & Partial<DrawnDefaults>): Array<Partial<DrawnDefaults>> {
  return [drawn, ...(drawn.views ?? []).flatMap((view) => allViews(view))];
}

/** What the drawn chart says about each row it can (`has` tells which rows the table has). */
function drawnDefaultsOf(
  drawn: DrawnDefaults,
  has: (path: string) => boolean,
  demo: string,
  phrase: RecordPhrase,
): DrawnDefault[] {
  const out: DrawnDefault[] = [];
  const add = (path: string, value: unknown, condition?: string): void => {
    if (has(path) && value !== undefined && !out.some((entry) => entry.path === path))
      out.push({path, value, ...(condition && {condition})});
  };
  if (drawn.themeName) {
    add('theme', drawn.themeName, drawn.lightRegistered ? undefined : phrase('drawn.theme.otherNames'));
  }
  const views = allViews(drawn);
  // Each option's axes, one per side (DualAxes' `yAxis` draws a left and a right one): a row shows the first
  // side's value, and the other sides' where they differ.
  const sides = new Map<string, DrawnAxis[]>();
  for (const axis of views.flatMap((view) => view.axes ?? [])) {
    const key = axisOption(axis, has);
    if (!key) continue;
    const list = sides.get(key) ?? [];
    if (!list.some((other) => other.direction === axis.direction)) sides.set(key, [...list, axis]);
  }
  const perSide = (
    path: string,
    axes: readonly DrawnAxis[],
    valueOf: (axis: DrawnAxis) => unknown,
    where: (directions: string) => string,
  ): void => {
    const first = valueOf(axes[0]!);
    const same = axes.filter((axis) => JSON.stringify(valueOf(axis)) === JSON.stringify(first));
    const others = axes
      .filter((axis) => !same.includes(axis))
      .map((axis) =>
        phrase('drawn.axis.otherValue', {value: JSON.stringify(valueOf(axis) ?? null), direction: axis.direction}),
      );
    const condition = [where(same.map((axis) => axis.direction).join('/')), ...others].join(
      phrase('drawn.axis.separator'),
    );
    add(path, first, condition);
  };
  for (const [key, axes] of sides) {
    const where = (direction: string) => phrase('drawn.axis.on', {direction});
    for (const field of AXIS_FIELDS) perSide(`${key}.${field}`, axes, (axis) => axis[field] ?? null, where);
    const labelled = axes.filter((axis) => axis.label && typeof axis.label === 'object' && !Array.isArray(axis.label));
    if (labelled.length === 0) continue;
    for (const field of LABEL_FIELDS) {
      perSide(`${key}.label.${field}`, labelled, (axis) => (axis.label as Record<string, unknown>)[field], where);
    }
  }
  const hidden = new Map<string, DrawnAxis[]>();
  for (const axis of drawn.turnedOn ?? []) {
    const key = axisOption(axis as DrawnAxis, has);
    const drawnAxis = views
      .flatMap((view) => view.axes ?? [])
      .find((candidate) => candidate.direction === axis.direction);
    if (!key || !drawnAxis) continue;
    for (const field of ['line', 'tickLine'] as const) {
      const on = axis[field];
      if (drawnAxis[field] === null && on && typeof on === 'object' && !Array.isArray(on)) {
        hidden.set(`${key}.${field}`, [...(hidden.get(`${key}.${field}`) ?? []), axis as DrawnAxis]);
      }
    }
  }
  for (const [option, axes] of hidden) {
    const field = option.slice(option.indexOf('.') + 1);
    perSide(
      `${option}.style`,
      axes,
      (axis) => (axis[field] as Record<string, unknown>).style,
      (direction) => phrase('drawn.axis.hiddenUntilSet', {option, direction}),
    );
  }
  if (drawn.labelStyle) add('label.style', drawn.labelStyle, phrase('drawn.label.first'));
  if (drawn.donutStatistics !== undefined) {
    add(
      'statistic',
      drawn.donutStatistics > 0 ? 'title and content' : false,
      drawn.donutStatistics > 0 ? phrase('drawn.statistic.donut') : undefined,
    );
  }
  const series = drawn.conditions.seriesField;
  if (series && 'legendPosition' in series && series.legendPosition) {
    const others = Object.entries(drawn.conditions)
      .filter(
        ([flag, entry]) =>
          flag !== 'seriesField' &&
          'legendPosition' in entry &&
          entry.legendPosition &&
          entry.legendPosition !== series.legendPosition,
      )
      .map(([flag, entry]) =>
        phrase('drawn.legend.withFlag', {position: (entry as {legendPosition: string}).legendPosition, flag}),
      );
    add(
      'legend.position',
      series.legendPosition,
      [phrase('drawn.legend.withSeries'), ...others].join(phrase('drawn.legend.separator')),
    );
  } else {
    const legend = views.flatMap((view) => view.legends ?? [])[0];
    if (legend) add('legend.position', legend.position);
    else if (views.every((view) => (view.legends ?? []).length === 0))
      add('legend', false, phrase('drawn.legend.noneDrawn', {demo}));
  }
  const tooltip = views.map((view) => view.tooltip).find((entry) => entry !== undefined);
  if (tooltip === false) add('tooltip', false);
  else if (tooltip) for (const field of TOOLTIP_FIELDS) add(`tooltip.${field}`, tooltip[field]);
  const geometry = views.flatMap((view) => view.geometries ?? [])[0];
  if (geometry) {
    add('animation', geometry.animate, phrase('drawn.animation.geometry', {geometry: geometry.type}));
    if (geometry.label === false || geometry.label === null) add('label', false);
    else if (geometry.label && typeof geometry.label === 'object') add('label.layout', geometry.labelLayout ?? null);
  }
  return out;
}

function asEngineDefault(entry: DrawnDefault, row: PropRow, previous: EngineDefault | undefined): EngineDefault {
  const value = entry.value;
  const isFunction = !!value && typeof value === 'object' && '$function' in (value as object);
  const text = isFunction ? String((value as {$function: string}).$function) : JSON.stringify(value);
  // An object on a row with nested rows lists the fields set beneath it.
  const nested = !isFunction && !!value && typeof value === 'object' && !Array.isArray(value) && !!row.children;
  return {
    value: text,
    source: 'drawn',
    ...(isFunction && {function: true}),
    ...(nested && {nested: true}),
    ...(previous?.typings && {typings: previous.typings}),
    ...(entry.condition && {condition: entry.condition}),
  };
}

/**
 * The Default column where the drawn chart says what applies: theme, axes (line, ticks, grid, title,
 * animation, label layout), legend position (with its conditions), tooltip, animation and labels.
 * `counts` says how many rows each chart's drawing set; `phrase` words the conditions.
 */
export function applyDrawnDefaults(
  tables: Readonly<Record<string, ChartPropsTable>>,
  record: EngineRecord,
  phrase: RecordPhrase = englishPhrase,
): {tables: Record<string, ChartPropsTable>; counts: Record<string, number>} {
  const counts: Record<string, number> = {};
  const next = mapChartTables(tables, (table) => {
    const chart = record.charts[table.chart];
    if (!chart) return table;
    const paths = new Set<string>();
    mapTableRows(table, (row, rowPath) => {
      paths.add(rowPath);
      return row;
    });
    const entries = new Map(
      drawnDefaultsOf(
        chart.drawn,
        (rowPath) => paths.has(rowPath),
        `demos/${table.chart}/${chart.demo}.tsx`,
        phrase,
      ).map((entry) => [entry.path, entry]),
    );
    counts[table.chart] = entries.size;
    return mapTableRows(table, (row, rowPath) => {
      const entry = entries.get(rowPath);
      return entry ? {...row, engineDefault: asEngineDefault(entry, row, row.engineDefault)} : row;
    });
  });
  return {tables: next, counts};
}
