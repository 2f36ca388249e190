/**
 * @jest-environment node
 *
 * The steps after extraction make new rows and never change the ones they
 * are given: the extraction hands out one set of rows per shared type, so a
 * change in place would show on every chart and path that shares them.
 */
import path from 'node:path';
import {extractPropsFromDeclarationFile} from '../extractChartProps';
import {applyEnglishDescriptions} from '../applyEnglishDescriptions';
import {applyControlRanges} from '../applyControlRanges';
import {applyCallbackDescriptions} from '../applyCallbackDescriptions';
import {applyMarkdownDescriptions} from '../markdownDescription';
import {applyEngineDefaults} from '../applyEngineDefaults';
import {findPropRow} from '../../propsRows/locatePropPath';
import type {ChartPropsTable, PropRow} from '../types';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}

function rowAt(table: ChartPropsTable | undefined, rowPath: string): PropRow | undefined {
  return findPropRow([...(table?.own ?? []), ...(table?.common ?? [])], rowPath);
}

describe('the steps after extraction', () => {
  const extracted = extractPropsFromDeclarationFile(path.join(__dirname, 'fixtures/fixtureChart.d.ts'), {
    chart: 'fixture',
    component: 'Fixture',
    configName: 'FixtureConfig',
    chartOptionsName: 'FixtureOptions',
    baseOptionsName: 'BaseOptions',
  });
  // Frozen: a step that changed what it was given would throw here.
  const tables = deepFreeze({fixture: extracted});
  const before = JSON.stringify(tables);

  it('give new rows and leave the given ones as they were', () => {
    const english = applyEnglishDescriptions(tables, {xField: 'The field for `x`.'});
    const ranged = applyControlRanges(english.tables, {'*': {min: 0, max: 10}, fontSize: {codeOnly: 'why'}});
    const described = applyCallbackDescriptions(ranged, {'*(datum)': 'One datum.'});
    const parsed = applyMarkdownDescriptions(described.tables);
    const engine = applyEngineDefaults(parsed, {versions: {}, charts: {Fixture: {smooth: true}}, code: [], theme: {}});
    const result = engine.tables.fixture;

    expect(rowAt(result, 'xField')).toMatchObject({
      description: 'The field for `x`.',
      descriptionLang: 'en',
      descriptionParts: ['The field for ', {code: 'x'}, '.'],
    });
    expect(rowAt(result, 'legend.title.style.fontSize')).toBeDefined();
    expect(rowAt(result, 'legend.title.style.fontSize')?.control).toBeUndefined();
    expect(rowAt(result, 'label')?.callback?.params).toEqual([
      expect.objectContaining({name: 'datum', description: 'One datum.'}),
    ]);
    expect(rowAt(result, 'smooth')?.engineDefault).toMatchObject({value: 'true', source: 'options'});

    expect(JSON.stringify(tables)).toBe(before);
    expect(rowAt(tables.fixture, 'xField')?.descriptionLang).toBe('zh');
    expect(rowAt(tables.fixture, 'legend.title.style.fontSize')?.control).toBeDefined();
  });
});
