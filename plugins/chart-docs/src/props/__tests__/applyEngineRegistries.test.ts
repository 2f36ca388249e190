/**
 * @jest-environment node
 */
import path from 'node:path';
import {applyEngineRegistries} from '../applyEngineRegistries';
import {buildPropsTables} from '../buildPropsTables';
import {walkPropRows} from '../../propsRows/walkPropRows';
import type {ChartPropsTable, PropRow} from '../types';

jest.setTimeout(120_000);

const row = (name: string, children?: PropRow[]): PropRow => ({
  name,
  type: 'string',
  defaultValue: '',
  description: '',
  descriptionLang: 'en',
  badges: [],
  ...(children && {children}),
});

describe('applyEngineRegistries', () => {
  const table: ChartPropsTable = {
    chart: 'line',
    component: 'Line',
    own: [],
    common: [row('interactions', [row('type'), row('cfg')]), row('label', [row('layout', [row('type')]), row('type')])],
  };
  const registries = {interactions: ['drill-down', 'element-active'], labelLayouts: ['overlap']};

  it('lists the registered names under the rows that name one, and nowhere else', () => {
    const {line} = applyEngineRegistries({line: table}, registries);
    const listed = Array.from(walkPropRows(line.common))
      .filter(({row: visited}) => visited.registeredValues)
      .map(({path, row: visited}) => [path, visited.registeredValues]);
    expect(listed).toEqual([
      ['interactions.type', ['drill-down', 'element-active']],
      ['label.layout.type', ['overlap']],
    ]);
    // New rows: the table given is unchanged.
    expect(table.common[0].children?.[0].registeredValues).toBeUndefined();
  });

  it('changes nothing without registries (a file written before they were recorded)', () => {
    expect(applyEngineRegistries({line: table}, undefined)).toEqual({line: table});
  });
});

describe('the site’s tables', () => {
  it('list what the installed G2 and G2Plot register', () => {
    const {tables} = buildPropsTables(path.resolve(__dirname, '../../../../..'), [{slug: 'line', component: 'Line'}]);
    const rows = new Map(Array.from(walkPropRows(tables.line.common), ({path, row: visited}) => [path, visited]));
    expect(rows.get('interactions.type')?.registeredValues).toEqual(
      expect.arrayContaining(['element-active', 'brush-x', 'drill-down', 'tooltip']),
    );
    expect(rows.get('interactions.type')?.registeredValues).not.toContain('__interval-connected-area-click__');
    expect(rows.get('label.layout.type')?.registeredValues).toEqual(
      expect.arrayContaining(['overlap', 'hide-overlap', 'pie-spider', 'limit-in-plot']),
    );
  });
});
