/**
 * @jest-environment node
 */
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {applyEnglishDescriptions, findEnglishDescription, readEnglishDescriptions} from '../applyEnglishDescriptions';
import {extractAllChartProps, extractPropsFromDeclarationFile} from '../extractChartProps';
import {shortenTypeText} from '../formatTypeText';
import type {ChartPropsTable, PropRow} from '../types';
import {findPropRow as findRow} from '../../propsRows/locatePropPath';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
const FIXTURE = path.join(__dirname, 'fixtures/fixtureChart.d.ts');

function names(rows: readonly PropRow[]): string[] {
  return rows.map((row) => row.name);
}

describe('extractPropsFromDeclarationFile (fixture)', () => {
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

  it('puts the chart and wrapper options first and the inherited base options in common', () => {
    expect(names(table.own)).toEqual(['data', 'xField', 'field', 'smooth', 'label', 'tree', 'onReady', 'className']);
    // `data` is re-declared by the chart, so it is the chart's own; the wrapper's
    // `tooltip` override still counts as the shared option it replaces.
    expect(names(table.common)).toEqual(['width', 'legend', 'tooltip']);
  });

  it('reads defaults, descriptions and their language from JSDoc', () => {
    expect(findRow(table.common, 'width')).toMatchObject({
      defaultValue: '400',
      description: '画布宽度',
      descriptionLang: 'zh',
    });
    expect(findRow(table.own, 'xField')).toMatchObject({
      description: 'x 轴字段：映射到 x 轴的数据字段',
      descriptionLang: 'zh',
    });
    expect(findRow(table.own, 'smooth')).toMatchObject({
      defaultValue: 'false',
      description: 'Draws curves instead of straight segments.',
      descriptionLang: 'en',
    });
    // The wrapper's `@title.en_US` wins over its Chinese `@title`.
    expect(findRow(table.common, 'tooltip')).toMatchObject({
      description: 'Tooltip of the React wrapper',
      descriptionLang: 'en',
    });
  });

  it('turns @deprecated and @experimental into badges', () => {
    expect(findRow(table.own, 'field')?.badges).toEqual(['Deprecated']);
    expect(findRow(table.own, 'smooth')?.badges).toEqual(['Experimental']);
    expect(findRow(table.own, 'xField')?.badges).toEqual([]);
  });

  it('prints union and function types as written', () => {
    expect(findRow(table.own, 'label')?.type).toBe('string | ((datum: Datum) => string)');
    expect(findRow(table.common, 'legend')?.type).toBe('false | LegendOptions');
    expect(findRow(table.common, 'legend.position')?.type).toBe("'top' | 'bottom'");
  });

  it('nests the fields of object options three levels deep', () => {
    expect(names(findRow(table.common, 'legend')?.children ?? [])).toEqual(['position', 'title']);
    expect(names(findRow(table.common, 'legend.title.style')?.children ?? [])).toEqual(['fontSize', 'fill', 'shadow']);
    // The fourth level is listed but not expanded further.
    expect(findRow(table.common, 'legend.title.style.shadow')).toMatchObject({type: '{ color?: string }'});
    expect(findRow(table.common, 'legend.title.style.shadow')?.children).toBeUndefined();
    expect(findRow(table.common, 'tooltip.showTitle')).toMatchObject({defaultValue: 'true'});
    expect(findRow(table.own, 'xField')?.children).toBeUndefined();
  });

  it('stops at a type that contains itself', () => {
    expect(names(findRow(table.own, 'tree')?.children ?? [])).toEqual(['name', 'children']);
    expect(findRow(table.own, 'tree.children')?.children).toBeUndefined();
  });
});

describe('shortenTypeText', () => {
  it('keeps short types and cuts long unions at a member', () => {
    expect(shortenTypeText('string | number')).toBe('string | number');
    const long = Array.from({length: 30}, (_, i) => `'value${i}'`).join(' | ');
    const short = shortenTypeText(long, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short).toMatch(/^'value0' \| 'value1' .*\| …$/);
  });

  it('collapses inline object bodies first', () => {
    const text = `false | { ${Array.from({length: 20}, (_, i) => `field${i}?: number`).join('; ')} }`;
    expect(shortenTypeText(text, 40)).toBe('false | { … }');
  });
});

describe('findEnglishDescription', () => {
  const descriptions = {style: 'Style.', 'label.style': 'Label style.', 'pie:label': 'Pie labels.', label: 'Labels.'};
  it('prefers a chart-scoped entry, then the longest path suffix', () => {
    expect(findEnglishDescription(descriptions, 'pie', 'label')).toBe('Pie labels.');
    expect(findEnglishDescription(descriptions, 'line', 'label')).toBe('Labels.');
    expect(findEnglishDescription(descriptions, 'line', 'xAxis.label.style')).toBe('Label style.');
    expect(findEnglishDescription(descriptions, 'line', 'lineStyle.style')).toBe('Style.');
    expect(findEnglishDescription(descriptions, 'line', 'xField')).toBeUndefined();
  });
});

describe('readEnglishDescriptions', () => {
  it('reads en.json, whose keys are sorted', () => {
    const keys = Object.keys(readEnglishDescriptions(SITE_DIR));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual([...keys].sort());
    // `default` is an option name; a JSON module import would have clobbered it.
    expect(typeof readEnglishDescriptions(SITE_DIR).default).toBe('string');
  });
});

describe('a chart that re-declares a shared option its React config replaces (like Mix)', () => {
  it("lists the option among the chart's own, as the config types it", () => {
    const table = extractPropsFromDeclarationFile(FIXTURE, {
      chart: 'layered',
      component: 'Layered',
      configName: 'LayeredConfig',
      chartOptionsName: 'LayeredOptions',
      baseOptionsName: 'BaseOptions',
    });
    expect(names(table.own)).toEqual(['layers', 'tooltip', 'onReady', 'className']);
    expect(names(table.common)).toEqual(['width', 'data', 'legend']);
    // The row is what the component accepts: the wrapper's type, `false` included.
    expect(findRow(table.own, 'tooltip')).toMatchObject({type: 'false | TooltipOptions'});
  });
});

describe('the real charts', () => {
  let tables: Record<string, ChartPropsTable>;
  beforeAll(() => {
    tables = extractAllChartProps(SITE_DIR, loadChartRegistry(SITE_DIR));
  }, 120_000);

  it('extracts the Line chart options', () => {
    const line = tables.line;
    expect(line).toMatchObject({chart: 'line', component: 'Line'});
    expect(names(line.own)).toEqual(
      expect.arrayContaining([
        'xField',
        'yField',
        'seriesField',
        'smooth',
        'point',
        'onReady',
        'chartRef',
        'className',
        'loading',
      ]),
    );
    expect(names(line.common)).toEqual(
      expect.arrayContaining([
        'width',
        'height',
        'autoFit',
        'padding',
        'data',
        'meta',
        'xAxis',
        'yAxis',
        'legend',
        'tooltip',
        'animation',
      ]),
    );
    expect(names(line.own)).not.toContain('xAxis');
    expect(findRow(line.own, 'smooth')).toMatchObject({type: 'boolean', defaultValue: 'false'});
    expect(findRow(line.common, 'renderer')).toMatchObject({type: "'svg' | 'canvas'", defaultValue: '"canvas"'});
    expect(findRow(line.common, 'xAxis.label.style.fill')).toBeDefined();
  });

  it("lists Mix's own tooltip (one for all views) among Mix's options, and keeps it shared elsewhere", () => {
    expect(names(tables.mix.own)).toEqual(expect.arrayContaining(['tooltip', 'legend', 'slider', 'views', 'plots']));
    expect(names(tables.mix.common)).not.toContain('tooltip');
    expect(findRow(tables.mix.own, 'tooltip.showTitle')).toBeDefined();
    const {mix} = applyEnglishDescriptions({mix: tables.mix}, readEnglishDescriptions(SITE_DIR)).tables;
    expect(findRow(mix.own, 'tooltip')?.description).toMatch(/^Tooltip of the mixed chart; one top-level setting/);
    // Facet re-declares it too; DualAxes does not.
    expect(names(tables.facet.own)).toContain('tooltip');
    expect(names(tables['dual-axes'].common)).toContain('tooltip');
    expect(names(tables['dual-axes'].own)).not.toContain('tooltip');
  });

  it('has an English description for every row of all 35 charts', () => {
    expect(Object.keys(tables)).toHaveLength(35);
    const english = applyEnglishDescriptions(tables, readEnglishDescriptions(SITE_DIR));
    expect(english.missing).toEqual([]);
    expect(findRow(english.tables.line.own, 'xField')).toMatchObject({
      description: 'Data field mapped to the x axis.',
      descriptionLang: 'en',
    });
  });
});
