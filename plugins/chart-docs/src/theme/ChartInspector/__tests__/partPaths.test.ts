/**
 * @jest-environment node
 */
import path from 'node:path';
import {loadChartRegistry} from '../../../loadChartRegistry';
import {extractAllChartProps} from '../../../props/extractChartProps';
import type {ChartPropsTable, PropRow} from '../../../props/types';
import {locatePropPath} from '../../../propsRows/locatePropPath';
import {axisOptionOf, describePart, resolvePartPath, type ChartPart, type PropsRows} from '../partPaths';

const SITE_DIR = path.resolve(__dirname, '../../../../../..');

const row = (name: string, children?: string[]): PropRow => ({
  name,
  type: '',
  defaultValue: '',
  description: '',
  descriptionLang: 'en' as const,
  badges: [],
  children: children?.map((child) => row(child)),
});

describe('axisOptionOf', () => {
  it('follows the field G2Plot gave the axis', () => {
    expect(axisOptionOf('x', 'month', {xField: 'month', yField: 'sales'})).toBe('xAxis');
    expect(axisOptionOf('y', 'sales', {xField: 'month', yField: 'sales'})).toBe('yAxis');
  });

  it('names the swapped axes of a bar chart by the option that draws them', () => {
    // A bar chart's G2 x dimension is its yField (the categories), drawn by `yAxis`.
    expect(axisOptionOf('x', 'country', {xField: 'value', yField: 'country'})).toBe('yAxis');
    expect(axisOptionOf('y', 'value', {xField: 'value', yField: 'country'})).toBe('xAxis');
  });

  it('finds a field among several y fields and falls back to the dimension for derived fields', () => {
    expect(axisOptionOf('y', 'uv', {xField: 'time', yField: ['pv', 'uv']})).toBe('yAxis');
    expect(axisOptionOf('x', 'range', {xField: 'value'})).toBe('xAxis');
    expect(axisOptionOf('y', undefined, {})).toBe('yAxis');
  });
});

describe('resolvePartPath on small tables', () => {
  const rows: PropsRows = {
    own: [row('lineStyle'), row('point', ['size', 'shape'])],
    common: [row('xAxis', ['label', 'title', 'grid']), row('legend'), row('tooltip')],
  };

  it('maps pieces of an axis to the rows under its option', () => {
    expect(resolvePartPath({kind: 'axis', axis: 'xAxis', piece: 'label'}, 'line', rows)).toBe('xAxis.label');
    expect(resolvePartPath({kind: 'axis', axis: 'xAxis', piece: 'grid'}, 'line', rows)).toBe('xAxis.grid');
  });

  it('falls back to the nearest row that exists, never to a missing one', () => {
    expect(resolvePartPath({kind: 'axis', axis: 'xAxis', piece: 'tickLine'}, 'line', rows)).toBe('xAxis');
    expect(resolvePartPath({kind: 'axis', axis: 'yAxis', piece: 'label'}, 'line', rows)).toBeUndefined();
    expect(resolvePartPath({kind: 'slider'}, 'line', rows)).toBeUndefined();
  });

  it('maps geometries to the style option of the chart', () => {
    expect(resolvePartPath({kind: 'geometry', geometryType: 'line'}, 'line', rows)).toBe('lineStyle');
    expect(resolvePartPath({kind: 'geometry', geometryType: 'point'}, 'line', rows)).toBe('point');
  });

  it('describes parts in words', () => {
    expect(describePart({kind: 'axis', axis: 'xAxis', piece: 'label'})).toBe('x-axis labels');
    expect(describePart({kind: 'geometry', geometryType: 'interval'})).toBe('interval shapes');
  });
});

describe('resolvePartPath on the real props tables', () => {
  let tables: Record<string, ChartPropsTable>;
  beforeAll(() => {
    tables = extractAllChartProps(SITE_DIR, loadChartRegistry(SITE_DIR));
  });
  const resolve = (chart: string, part: ChartPart) => resolvePartPath(part, chart, tables[chart]!);

  it('leads every part of every chart to a row of that chart, or to none', () => {
    const parts: ChartPart[] = [
      ...(['xAxis', 'yAxis'] as const).flatMap((axis) =>
        (['label', 'title', 'line', 'tickLine', 'grid', null] as const).map(
          (piece) => ({kind: 'axis', axis, piece}) as const,
        ),
      ),
      ...['line', 'point', 'area', 'interval', 'polygon', 'edge', 'schema', 'violin', 'heatmap'].map(
        (geometryType) => ({kind: 'geometry', geometryType}) as const,
      ),
      {kind: 'legend'},
      {kind: 'label'},
      {kind: 'annotation'},
      {kind: 'statistic', piece: 'title'},
      {kind: 'statistic', piece: null},
      {kind: 'slider'},
      {kind: 'scrollbar'},
      {kind: 'tooltip'},
    ];
    expect(Object.keys(tables)).toHaveLength(35);
    const dead = Object.keys(tables).flatMap((chart) =>
      parts
        .map((part) => resolve(chart, part))
        .filter((found): found is string => found !== undefined && !locatePropPath(tables[chart]!, found))
        .map((found) => `${chart}:${found}`),
    );
    expect(dead).toEqual([]);
  });

  it('gives every chart a row for its main geometry', () => {
    const geometryOf: Record<string, string> = {
      line: 'line',
      area: 'area',
      column: 'interval',
      bar: 'interval',
      pie: 'interval',
      scatter: 'point',
      heatmap: 'polygon',
      treemap: 'polygon',
      sankey: 'polygon',
      chord: 'polygon',
      stock: 'schema',
      box: 'schema',
    };
    const unmapped = Object.keys(tables).filter(
      (chart) => resolve(chart, {kind: 'geometry', geometryType: geometryOf[chart] ?? 'interval'}) === undefined,
    );
    expect(unmapped).toEqual([]);
  });

  it('maps the parts of common charts to the options that draw them', () => {
    expect(resolve('column', {kind: 'axis', axis: 'xAxis', piece: 'label'})).toBe('xAxis.label');
    expect(resolve('column', {kind: 'axis', axis: 'yAxis', piece: 'grid'})).toBe('yAxis.grid');
    expect(resolve('column', {kind: 'axis', axis: 'xAxis', piece: 'title'})).toBe('xAxis.title');
    expect(resolve('column', {kind: 'geometry', geometryType: 'interval'})).toBe('columnStyle');
    expect(resolve('bar', {kind: 'geometry', geometryType: 'interval'})).toBe('barStyle');
    expect(resolve('line', {kind: 'geometry', geometryType: 'line'})).toBe('lineStyle');
    expect(resolve('line', {kind: 'geometry', geometryType: 'point'})).toBe('point');
    expect(resolve('area', {kind: 'geometry', geometryType: 'area'})).toBe('areaStyle');
    expect(resolve('area', {kind: 'geometry', geometryType: 'line'})).toBe('line');
    expect(resolve('pie', {kind: 'geometry', geometryType: 'interval'})).toBe('pieStyle');
    expect(resolve('rose', {kind: 'geometry', geometryType: 'interval'})).toBe('sectorStyle');
    expect(resolve('scatter', {kind: 'geometry', geometryType: 'point'})).toBe('pointStyle');
    expect(resolve('treemap', {kind: 'geometry', geometryType: 'polygon'})).toBe('rectStyle');
    expect(resolve('sankey', {kind: 'geometry', geometryType: 'edge'})).toBe('edgeStyle');
    expect(resolve('box', {kind: 'geometry', geometryType: 'point'})).toBe('outliersStyle');
    expect(resolve('word-cloud', {kind: 'geometry', geometryType: 'point'})).toBe('wordStyle');
    expect(resolve('dual-axes', {kind: 'geometry', geometryType: 'line'})).toBe('geometryOptions');
    expect(resolve('gauge', {kind: 'geometry', geometryType: 'point', shapeType: 'gauge-indicator'})).toBe('indicator');
    expect(resolve('gauge', {kind: 'axis', axis: 'yAxis', piece: 'label'})).toBe('axis.label');
    expect(resolve('pie', {kind: 'statistic', piece: 'title'})).toBe('statistic.title');
    expect(resolve('pie', {kind: 'label'})).toBe('label');
    expect(resolve('pie', {kind: 'legend'})).toBe('legend');
    expect(resolve('line', {kind: 'tooltip'})).toBe('tooltip');
    expect(resolve('line', {kind: 'slider'})).toBe('slider');
    expect(resolve('line', {kind: 'annotation'})).toBe('annotations');
  });
});
