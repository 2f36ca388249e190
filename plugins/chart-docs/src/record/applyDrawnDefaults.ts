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
  for (const axis of views.flatMap((view) => view.axes ?? [])) {
    const key = axisOption(axis, has);
    if (!key) continue;
    const where = phrase('drawn.axis.on', {direction: axis.direction});
    for (const field of AXIS_FIELDS) add(`${key}.${field}`, axis[field] ?? null, where);
    const label = axis.label;
    if (label && typeof label === 'object' && !Array.isArray(label)) {
      for (const field of LABEL_FIELDS) add(`${key}.label.${field}`, label[field], where);
    }
  }
  for (const axis of drawn.turnedOn ?? []) {
    const key = axisOption(axis as DrawnAxis, has);
    const drawnAxis = views
      .flatMap((view) => view.axes ?? [])
      .find((candidate) => candidate.direction === axis.direction);
    if (!key || !drawnAxis) continue;
    for (const field of ['line', 'tickLine'] as const) {
      const on = axis[field];
      if (drawnAxis[field] === null && on && typeof on === 'object' && !Array.isArray(on)) {
        add(
          `${key}.${field}.style`,
          on.style,
          phrase('drawn.axis.hiddenUntilSet', {option: `${key}.${field}`, direction: axis.direction}),
        );
      }
    }
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
