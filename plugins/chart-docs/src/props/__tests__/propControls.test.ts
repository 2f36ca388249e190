/**
 * @jest-environment node
 */
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {extractAllChartProps} from '../extractChartProps';
import {
  applyControlRanges,
  findControlRange,
  parseControlRanges,
  readControlRanges,
  type ControlRanges,
} from '../applyControlRanges';
import type {ChartPropsTable, PropRow} from '../types';
import {walkPropRows, type PropRowVisit} from '../../propsRows/walkPropRows';

const SITE_DIR = path.resolve(__dirname, '../../../../..');

/** Type texts that always get a control: plain booleans, numbers, strings and string-literal unions. */
const SUPPORTED_TYPE = /^(?:boolean|number|string|'[^']*'(?: \| '[^']*')*)$/;

function flatten(rows: readonly PropRow[]): PropRowVisit[] {
  return [...walkPropRows(rows)];
}

function findRow(table: ChartPropsTable, dottedPath: string): PropRow | undefined {
  return flatten([...table.own, ...table.common]).find((entry) => entry.path === dottedPath)?.row;
}

describe('option controls of the real charts', () => {
  let tables: Record<string, ChartPropsTable>;
  let ranges: ControlRanges;
  beforeAll(() => {
    ranges = readControlRanges(SITE_DIR);
    tables = applyControlRanges(extractAllChartProps(SITE_DIR, loadChartRegistry(SITE_DIR)), ranges);
  });

  it('gives every row of a boolean, number, string or string-literal type a control, unless the ranges file says why not', () => {
    const missing = Object.values(tables).flatMap((table) =>
      flatten([...table.own, ...table.common])
        .filter(({row}) => SUPPORTED_TYPE.test(row.type) && !row.control)
        .filter(({path: rowPath}) => findControlRange(ranges, table.chart, rowPath)?.codeOnly === undefined)
        .map(({path: rowPath, row}) => `${table.chart}:${rowPath} (${row.type})`),
    );
    expect(missing).toEqual([]);
  });

  it('lists how many rows of each chart have controls', () => {
    const counts = Object.fromEntries(
      Object.values(tables).map((table) => [
        table.chart,
        flatten([...table.own, ...table.common]).filter(({row}) => row.control).length,
      ]),
    );
    expect(Object.keys(counts)).toHaveLength(35);
    expect(counts).toEqual(EXPECTED_COUNTS);
  });

  it('derives the control kind from the type', () => {
    expect(findRow(tables.line, 'smooth')?.control).toEqual({kind: 'boolean'});
    expect(findRow(tables.pie, 'legend.position')?.control).toMatchObject({
      kind: 'enum',
      values: expect.arrayContaining(['top', 'bottom', 'left', 'right']),
    });
    expect(findRow(tables.line, 'xAxis.label.rotate')?.control).toEqual({
      kind: 'number',
      min: -3.14,
      max: 3.14,
      step: 0.1,
    });
    // `SizeAttr` is `number | number[] | callback`: the number form gets the control.
    expect(findRow(tables.line, 'point.size')?.control).toMatchObject({kind: 'number', min: 0});
    expect(findRow(tables.pie, 'innerRadius')?.control).toEqual({kind: 'number', min: 0, max: 1, step: 0.05});
    expect(findRow(tables.line, 'color')?.control).toBeUndefined();
    expect(findRow(tables.line, 'xField')?.control).toEqual({kind: 'string'});
  });

  it('bounds every number control of all 35 charts, from an entry or the `*` rule', () => {
    const unbounded = Object.values(tables).flatMap((table) =>
      flatten([...table.own, ...table.common])
        .filter(({row}) => row.control?.kind === 'number')
        .filter(({row}) => {
          const control = row.control as {min?: number; max?: number};
          return !Number.isFinite(control.min) || !Number.isFinite(control.max);
        })
        .map(({path: rowPath}) => `${table.chart}:${rowPath}`),
    );
    expect(unbounded).toEqual([]);
    // The links that froze the tab: tick and sub-tick counts are small now.
    expect(findRow(tables.line, 'yAxis.tickCount')?.control).toEqual({kind: 'number', min: 0, max: 50, step: 1});
    expect(findRow(tables.line, 'xAxis.subTickLine.count')?.control).toMatchObject({max: 20});
    expect(findRow(tables.gauge, 'axis.subTickLine.count')?.control).toMatchObject({max: 20});
    expect(findRow(tables.line, 'point.size')?.control).toEqual({kind: 'number', min: 0, max: 30, step: 1});
    // Offsets and coordinates without an entry of their own fall under the rule.
    expect(findRow(tables.line, 'annotations.line.style.x')?.control).toEqual({
      kind: 'number',
      min: -10000,
      max: 10000,
    });
  });

  it('gives no control to numbers whose cost follows the data (tick intervals, bin widths)', () => {
    expect(findRow(tables.line, 'yAxis.tickInterval')).toBeDefined();
    expect(findRow(tables.line, 'yAxis.tickInterval')?.control).toBeUndefined();
    expect(findRow(tables.line, 'xAxis.minTickInterval')?.control).toBeUndefined();
    expect(findRow(tables.histogram, 'binWidth')?.control).toBeUndefined();
  });

  it('gives data-field options a text box, never a color picker', () => {
    const fieldPickers = Object.values(tables).flatMap((table) =>
      flatten([...table.own, ...table.common])
        .filter(({row}) => row.name.endsWith('Field') && row.control?.kind === 'color')
        .map(({path: rowPath}) => `${table.chart}:${rowPath}`),
    );
    expect(fieldPickers).toEqual([]);
    expect(findRow(tables.pie, 'colorField')?.control).toEqual({kind: 'string'});
    expect(findRow(tables.histogram, 'stackField')?.control).toEqual({kind: 'string'});
    expect(findRow(tables.box, 'groupField')?.control).toEqual({kind: 'string'});
    expect(findRow(tables.violin, 'seriesField')?.control).toEqual({kind: 'string'});
  });

  it('offers only label types the chart draws, and no text box for options the engine parses as HTML', () => {
    expect(findRow(tables.pie, 'label.type')?.control).toEqual({kind: 'enum', values: ['inner', 'outer', 'spider']});
    expect(findRow(tables.column, 'label.type')).toBeDefined();
    expect(findRow(tables.column, 'label.type')?.control).toBeUndefined();
    expect(findRow(tables.line, 'tooltip.itemTpl')?.control).toBeUndefined();
    expect(findRow(tables.pie, 'statistic.title.content')?.control).toBeUndefined();
  });

  it('gives functions and free-form objects no control', () => {
    expect(findRow(tables.line, 'tooltip.formatter')?.control).toBeUndefined();
    expect(findRow(tables.line, 'data')?.control).toBeUndefined();
  });
});

describe('control ranges file', () => {
  it('prefers a chart-specific entry, then the longest path suffix', () => {
    const ranges = parseControlRanges(
      JSON.stringify({rotate: {min: -1}, 'label.rotate': {min: -2}, 'pie:label.rotate': {min: -3}}),
    );
    expect(findControlRange(ranges, 'line', 'xAxis.label.rotate')).toEqual({min: -2});
    expect(findControlRange(ranges, 'pie', 'label.rotate')).toEqual({min: -3});
    expect(findControlRange(ranges, 'line', 'rotate')).toEqual({min: -1});
    expect(findControlRange(ranges, 'line', 'size')).toBeUndefined();
    const withRule = parseControlRanges(JSON.stringify({'*': {min: -9, max: 9}, rotate: {min: -1}}));
    expect(findControlRange(withRule, 'line', 'size')).toEqual({min: -9, max: 9});
    expect(findControlRange(withRule, 'line', 'label.rotate')).toEqual({min: -1});
  });

  it('rejects wrong entries with a message naming them', () => {
    expect(() => parseControlRanges('{"radius": {"min": "0"}}')).toThrow('"radius.min"');
    expect(() => parseControlRanges('{"radius": {"min": 2, "max": 1}}')).toThrow('"radius" has min greater');
    expect(() => parseControlRanges('{"radius": {"step": 0}}')).toThrow('positive step');
    expect(() => parseControlRanges('[1]')).toThrow('expected an object');
    expect(() => parseControlRanges('{"tickInterval": {"codeOnly": ""}}')).toThrow('"tickInterval.codeOnly"');
  });
});

/** Rows with a control per chart, own and common, nested rows included (a typings upgrade changes these). */
const EXPECTED_COUNTS: Record<string, number> = {
  area: 1025,
  bar: 1138,
  'bidirectional-bar': 800,
  box: 994,
  bullet: 1004,
  chord: 656,
  'circle-packing': 1032,
  column: 1114,
  'dual-axes': 1088,
  facet: 1570,
  funnel: 985,
  gauge: 571,
  heatmap: 1272,
  histogram: 970,
  line: 1025,
  liquid: 1007,
  mix: 564,
  pie: 982,
  progress: 969,
  radar: 684,
  'radial-bar': 1005,
  'ring-progress': 637,
  rose: 976,
  sankey: 671,
  scatter: 1716,
  stock: 970,
  sunburst: 681,
  'tiny-area': 677,
  'tiny-column': 627,
  'tiny-line': 653,
  treemap: 1031,
  venn: 970,
  violin: 976,
  waterfall: 1023,
  'word-cloud': 953,
};
