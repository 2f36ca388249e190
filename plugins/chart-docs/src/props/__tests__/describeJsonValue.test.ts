/**
 * @jest-environment node
 */
import path from 'node:path';
import {extractPropsFromDeclarationFile} from '../extractChartProps';
import {splitPropsTable} from '../splitPropsTable';
import type {ChartPropsTable, PropRow} from '../types';

const FIXTURE = path.join(__dirname, 'fixtures/fixtureChart.d.ts');

function findRow(rows: readonly PropRow[], dottedPath: string): PropRow | undefined {
  const [head, ...rest] = dottedPath.split('.');
  const row = rows.find((candidate) => candidate.name === head);
  if (!row || rest.length === 0) return row;
  return findRow(row.children ?? [], rest.join('.'));
}

describe('JSON shapes of the props rows (fixture)', () => {
  let table: ChartPropsTable;
  beforeAll(() => {
    table = extractPropsFromDeclarationFile(FIXTURE, {
      chart: 'fixture',
      component: 'Fixture',
      configName: 'FixtureConfig',
      chartOptionsName: 'FixtureOptions',
      baseOptionsName: 'BaseOptions',
    });
  });
  const shape = (path: string) => findRow([...table.own, ...table.common], path)?.json;

  it('reads JSON types, literal unions and functions from the checker', () => {
    expect(shape('smooth')).toEqual({types: ['boolean']});
    expect(shape('width')).toEqual({types: ['number']});
    expect(shape('legend.position')).toEqual({types: [], enum: ['top', 'bottom']});
    expect(shape('label')).toEqual({types: ['string'], callable: true});
    expect(shape('onReady')).toEqual({types: [], callable: true});
  });

  it('says which form of an option its nested rows describe', () => {
    expect(shape('legend')).toEqual({types: ['boolean', 'object'], fieldsOf: ['object']});
    expect(shape('tree.children')).toEqual({types: ['array'], fieldsOf: ['items']});
    expect(shape('data')).toEqual({types: ['array']});
  });

  it('leaves the shapes out of what the browser loads', () => {
    const {head, common} = splitPropsTable(table);
    const hasJson = (rows: readonly PropRow[]): boolean =>
      rows.some((row) => row.json !== undefined || hasJson(row.children ?? []));
    expect(hasJson(table.common)).toBe(true);
    expect(hasJson(head.own)).toBe(false);
    expect(hasJson(common)).toBe(false);
  });
});
