/**
 * @jest-environment node
 */
import type {PropRow} from '../../props/types';
import {mapPropRows, mapTableRows, walkPropRows} from '../walkPropRows';

function row(name: string, children?: PropRow[]): PropRow {
  return {name, type: 'string', defaultValue: '', description: '', descriptionLang: 'en', badges: [], children};
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const label = row('label', [row('style'), row('rotate')]);
const ROWS = deepFreeze([row('xField'), row('xAxis', [label]), row('yAxis', [label])]);

describe('walkPropRows', () => {
  it('visits every row with its path, each right after the row that holds it', () => {
    expect(Array.from(walkPropRows(ROWS), ({path}) => path)).toEqual([
      'xField',
      'xAxis',
      'xAxis.label',
      'xAxis.label.style',
      'xAxis.label.rotate',
      'yAxis',
      'yAxis.label',
      'yAxis.label.style',
      'yAxis.label.rotate',
    ]);
  });

  it('starts below a given parent path', () => {
    expect(Array.from(walkPropRows(label.children ?? [], 'xAxis.label'), ({path}) => path)).toEqual([
      'xAxis.label.style',
      'xAxis.label.rotate',
    ]);
  });
});

describe('mapPropRows', () => {
  it('makes new rows by path and leaves the given ones as they are, shared rows included', () => {
    // Frozen input: any change to it throws.
    const mapped = mapPropRows(ROWS, (current, path) => ({...current, description: path}));
    expect(Array.from(walkPropRows(mapped), ({row: mappedRow, path}) => [path, mappedRow.description])).toEqual(
      Array.from(walkPropRows(ROWS), ({path}) => [path, path]),
    );
    expect(ROWS[1]?.children?.[0]?.description).toBe('');
    // The one shared `label` row becomes one row per path.
    expect(mapped[1]?.children?.[0]).not.toBe(mapped[2]?.children?.[0]);
  });

  it('maps the nested rows in place of whatever children the replacement carries', () => {
    const mapped = mapPropRows(ROWS, (current) => ({...current, children: []}));
    expect(mapped[1]?.children?.map((child) => child.name)).toEqual(['label']);
    // A row without nested rows is taken as the replacement makes it.
    expect(mapped[0]?.children).toEqual([]);
  });

  it('can drop a field of a row', () => {
    const withControl = [{...row('smooth'), control: {kind: 'boolean' as const}}];
    const [mapped] = mapPropRows(withControl, ({control: _control, ...rest}) => rest);
    expect(mapped).not.toHaveProperty('control');
    expect(withControl[0]).toHaveProperty('control');
  });
});

describe('mapTableRows', () => {
  it('maps both groups and keeps the other fields of the table', () => {
    const table = deepFreeze({chart: 'line', component: 'Line', own: [row('xField')], common: [row('xAxis', [label])]});
    const mapped = mapTableRows(table, (current, path) => ({...current, type: path}));
    expect(mapped).toMatchObject({chart: 'line', component: 'Line'});
    expect(Array.from(walkPropRows([...mapped.own, ...mapped.common]), ({row: r}) => r.type)).toEqual([
      'xField',
      'xAxis',
      'xAxis.label',
      'xAxis.label.style',
      'xAxis.label.rotate',
    ]);
  });
});
