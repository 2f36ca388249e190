/**
 * @jest-environment node
 *
 * What the props tables say, across the 35 charts: one option path reads the
 * same on every chart unless the allow-list says why it differs; every
 * callback parameter says what the engine passes; the descriptions the issue
 * found wrong stay fixed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {extractAllChartProps} from '../extractChartProps';
import {applyEnglishDescriptions, readEnglishDescriptions} from '../applyEnglishDescriptions';
import {applyCallbackDescriptions, readCallbackDescriptions} from '../applyCallbackDescriptions';
import {indexRows} from '../applyEngineDefaults';
import type {ChartPropsTable} from '../types';
import {walkPropRows} from '../../propsRows/walkPropRows';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
const DIFFERENCES_FILE = path.join(SITE_DIR, 'plugins/chart-docs/propsI18n/differences.json');

function descriptionsByPath(tables: Record<string, ChartPropsTable>): Map<string, Map<string, string[]>> {
  const byPath = new Map<string, Map<string, string[]>>();
  for (const table of Object.values(tables)) {
    for (const {path: rowPath, row} of walkPropRows([...table.own, ...table.common])) {
      const texts = byPath.get(rowPath) ?? new Map<string, string[]>();
      texts.set(row.description, [...(texts.get(row.description) ?? []), table.chart]);
      byPath.set(rowPath, texts);
    }
  }
  return byPath;
}

describe('descriptions of the real charts', () => {
  let tables: Record<string, ChartPropsTable>;
  let undescribed: string[];
  beforeAll(() => {
    const english = applyEnglishDescriptions(
      extractAllChartProps(SITE_DIR, loadChartRegistry(SITE_DIR)),
      readEnglishDescriptions(SITE_DIR),
    );
    const described = applyCallbackDescriptions(english.tables, readCallbackDescriptions(SITE_DIR));
    tables = described.tables;
    undescribed = described.missing;
  });

  it('an option path reads the same on every chart unless differences.json says why', () => {
    const allowed = JSON.parse(fs.readFileSync(DIFFERENCES_FILE, 'utf8')) as Record<string, string>;
    const differing = [...descriptionsByPath(tables)].filter(([, texts]) => texts.size > 1).map(([rowPath]) => rowPath);
    const unexplained = differing.filter((rowPath) => !allowed[rowPath]);
    expect(unexplained).toEqual([]);
    // An entry whose difference is gone is removed, so the list stays a list of real differences.
    expect(Object.keys(allowed).filter((rowPath) => !differing.includes(rowPath))).toEqual([]);
  });

  it('every callback parameter says what the engine passes in it', () => {
    expect(undescribed).toEqual([]);
  });

  it('says which fields tooltip.formatter and color receive, and in what unit labels rotate', () => {
    const line = indexRows(tables.line!);
    const formatter = line.get('tooltip.formatter')?.callback?.params[0];
    expect(formatter?.description).toMatch(/only the fields of `tooltip.fields`/);
    const color = line.get('color')?.callback?.params[0];
    expect(color?.name).toBe('datum');
    expect(color?.description).toMatch(/only the colour field/);
    expect(line.get('xAxis.label.rotate')?.description).toMatch(/radians/);
  });

  it('fixes the descriptions the issue found wrong', () => {
    expect(indexRows(tables['radial-bar']!).get('type')?.description).not.toMatch(/annotation/i);
    expect(indexRows(tables['radial-bar']!).get('radius')?.description).not.toMatch(/circle/);
    expect(indexRows(tables.line!).get('tooltip.container')?.description).toBe(
      indexRows(tables.mix!).get('tooltip.container')?.description,
    );
    const textStyleRadius = indexRows(tables.line!).get('xAxis.label.style.r')?.description ?? '';
    expect(textStyleRadius).toMatch(/text.*ignore/);
  });
});
