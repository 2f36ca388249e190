/** @jest-environment node */
import path from 'node:path';
import {ENGLISH, memoryTranslator, readMemory, sourceHash} from '../../../../translations/src';
import {readEngineRecord} from '../../record/readEngineRecord';
import {recordedEventGroups} from '../../record/recordedEvents';
import {describeShape} from '../../record/describeShape';
import {RECORD_PHRASES} from '../../record/phrases';
import {categoryLabels, recordPhrase, translateDemos, translateTexts} from '../chartDocsLanguage';
import type {ScannedDemo} from '../../scanDemos';
import type {ValueShape} from '../../record/types';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
const HAN = /[\u4e00-\u9fff]/;

describe("the recorder's phrases in Chinese", () => {
  const record = readEngineRecord(SITE_DIR);
  const zh = recordPhrase(memoryTranslator('record', readMemory(SITE_DIR, 'record')));

  it('word every events table of every chart, with the same event names', () => {
    for (const [slug, chart] of Object.entries(record.charts)) {
      const english = recordedEventGroups(chart);
      const chinese = recordedEventGroups(chart, zh);
      expect({slug, names: chinese.map((group) => [group.id, group.names, group.chartOnly])}).toEqual({
        slug,
        names: english.map((group) => [group.id, group.names, group.chartOnly]),
      });
      for (const group of chinese) {
        expect(group.part).toMatch(HAN);
        // Beyond the code spans (event.data, field names) the payload text is Chinese or a type name.
        expect(group.data.replace(/`[^`]*`/g, '')).not.toMatch(/\b(array of|first|not recorded|no argument)\b/);
      }
    }
  });

  it('keep the placeholders of their English templates', () => {
    for (const id of Object.keys(RECORD_PHRASES) as Array<keyof typeof RECORD_PHRASES>) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const values = Object.fromEntries(names(RECORD_PHRASES[id]).map((name) => [name, `<${name}>`]));
      expect({id, names: names(zh(id))}).toEqual({id, names: names(RECORD_PHRASES[id])});
      expect(names(zh(id, values))).toEqual([]);
      for (const value of Object.values(values)) expect(zh(id, values)).toContain(value);
    }
  });

  it('describe shapes in the build language, English by default', () => {
    const shape: ValueShape = {type: 'array', length: 6, item: {type: 'object', keys: ['x', 'y']}};
    expect(describeShape(shape)).toBe('array of 6, first: object {x, y}');
    expect(describeShape(shape, true, zh)).toBe('数组，共 6 项，第一项：对象 {x, y}');
  });
});

describe('demos and props texts in the build language', () => {
  const demo = {
    id: 'line-basic',
    asset: {id: 'line-basic', title: 'Basic line', description: 'Revenue by month.', keywords: ['trend'], topics: []},
  } as unknown as ScannedDemo;

  it('translates titles and descriptions and adds the Chinese keywords to the English ones', () => {
    const translator = memoryTranslator('demos', {
      'line-basic.title': {source: sourceHash('Basic line'), zh: '基础折线图'},
      'line-basic.description': {source: sourceHash('Revenue by month.'), zh: '按月的收入。'},
      'line-basic.keywords': {source: sourceHash('trend'), zh: '趋势，时间序列'},
    });
    const [translated] = translateDemos([demo], translator);
    expect(translated!.asset).toMatchObject({title: '基础折线图', description: '按月的收入。'});
    expect(translated!.asset.keywords).toEqual(['trend', '趋势', '时间序列']);
    expect(translator.fallbacks).toEqual([]);
  });

  it('leaves an English build as it was', () => {
    expect(translateDemos([demo], ENGLISH)).toEqual([demo]);
    expect(translateTexts({legend: 'The legend.'}, 'desc:', ENGLISH)).toEqual({legend: 'The legend.'});
  });

  it('falls back to the English of a stale props text and lists it', () => {
    const translator = memoryTranslator('props', {'desc:legend': {source: sourceHash('Old text.'), zh: '图例。'}});
    expect(translateTexts({legend: 'The legend.'}, 'desc:', translator)).toEqual({legend: 'The legend.'});
    expect(translator.fallbacks).toEqual(['props.json: desc:legend (stale)']);
  });

  it("gives the gallery's sections the sidebar's Chinese category names", () => {
    expect(categoryLabels(SITE_DIR, 'zh-CN')({label: 'Basic charts'})).toBe('基础图表');
    expect(categoryLabels(SITE_DIR, 'zh-CN')({label: 'Other examples'})).toBe('Other examples');
    expect(categoryLabels(SITE_DIR, 'en')({label: 'Basic charts'})).toBe('Basic charts');
  });
});
