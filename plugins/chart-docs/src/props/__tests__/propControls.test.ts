/**
 * @jest-environment node
 */
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {extractAllChartProps} from '../extractChartProps';
import {applyControlRanges, findControlRange, parseControlRanges, readControlRanges} from '../applyControlRanges';
import type {ChartPropsTable, PropRow} from '../types';

const SITE_DIR = path.resolve(__dirname, '../../../../..');

/** Type texts that always get a control: plain booleans, numbers, strings and string-literal unions. */
const SUPPORTED_TYPE = /^(?:boolean|number|string|'[^']*'(?: \| '[^']*')*)$/;

function flatten(rows: readonly PropRow[], prefix = ''): Array<{path: string; row: PropRow}> {
  return rows.flatMap((row) => [
    {path: prefix + row.name, row},
    ...flatten(row.children ?? [], `${prefix}${row.name}.`),
  ]);
}

function findRow(table: ChartPropsTable, dottedPath: string): PropRow | undefined {
  return flatten([...table.own, ...table.common]).find((entry) => entry.path === dottedPath)?.row;
}

describe('option controls of the real charts', () => {
  let tables: Record<string, ChartPropsTable>;
  beforeAll(() => {
    tables = extractAllChartProps(SITE_DIR, loadChartRegistry(SITE_DIR));
    applyControlRanges(tables, readControlRanges(SITE_DIR));
  });

  it('gives every row of a boolean, number, string or string-literal type a control', () => {
    const missing = Object.values(tables).flatMap((table) =>
      flatten([...table.own, ...table.common])
        .filter(({row}) => SUPPORTED_TYPE.test(row.type) && !row.control)
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
  });

  it('rejects wrong entries with a message naming them', () => {
    expect(() => parseControlRanges('{"radius": {"min": "0"}}')).toThrow('"radius.min"');
    expect(() => parseControlRanges('{"radius": {"min": 2, "max": 1}}')).toThrow('"radius" has min greater');
    expect(() => parseControlRanges('{"radius": {"step": 0}}')).toThrow('positive step');
    expect(() => parseControlRanges('[1]')).toThrow('expected an object');
  });
});

/** Rows with a control per chart, own and common, nested rows included (a typings upgrade changes these). */
const EXPECTED_COUNTS: Record<string, number> = {
  area: 1032,
  bar: 1145,
  'bidirectional-bar': 805,
  box: 1001,
  bullet: 1010,
  chord: 659,
  'circle-packing': 1039,
  column: 1121,
  'dual-axes': 1096,
  facet: 1577,
  funnel: 992,
  gauge: 578,
  heatmap: 1279,
  histogram: 978,
  line: 1032,
  liquid: 1016,
  mix: 577,
  pie: 990,
  progress: 976,
  radar: 687,
  'radial-bar': 1012,
  'ring-progress': 645,
  rose: 983,
  sankey: 674,
  scatter: 1723,
  stock: 977,
  sunburst: 684,
  'tiny-area': 683,
  'tiny-column': 633,
  'tiny-line': 659,
  treemap: 1038,
  venn: 977,
  violin: 983,
  waterfall: 1030,
  'word-cloud': 960,
};
