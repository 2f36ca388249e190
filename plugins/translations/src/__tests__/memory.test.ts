/** @jest-environment node */
import {sourceHash} from '../hash';
import {serializeMemory, validateMemory} from '../memoryFile';
import {domainStatus, formatStatus, isClean} from '../status';
import {stampDomain} from '../stamp';
import {ENGLISH, fillTemplate, memoryTranslator, reportFallbacks} from '../translator';
import {ALLOW_UNTRANSLATED_ENV} from '../locale';
import type {TranslationDomain} from '../domain';

const domain = (units: Record<string, string>): TranslationDomain => ({
  name: 'demos',
  units: new Map(Object.entries(units)),
});

describe('the translation memory', () => {
  it('hashes the exact UTF-8 English: 12 hex digits of its SHA-256', () => {
    expect(sourceHash('Basic line')).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceHash('Basic line')).not.toBe(sourceHash('Basic line '));
    // The published SHA-256 of "abc" starts ba7816bf8f01.
    expect(sourceHash('abc')).toBe('ba7816bf8f01');
  });

  it('writes ids sorted, source before zh, two-space JSON with a final newline', () => {
    const text = serializeMemory({b: {zh: '乙', source: 'ba7816bf8f01'}, a: {zh: '甲'}});
    expect(text).toBe(
      '{\n  "a": {\n    "zh": "甲"\n  },\n  "b": {\n    "source": "ba7816bf8f01",\n    "zh": "乙"\n  }\n}\n',
    );
  });

  it('rejects a malformed file with the entry and the fix', () => {
    expect(() => validateMemory([], 'x.json')).toThrow(/x.json: expected an object/);
    expect(() => validateMemory({a: 'text'}, 'x.json')).toThrow(/"a" must be an object/);
    expect(() => validateMemory({a: {zh: '甲', en: 'A'}}, 'x.json')).toThrow(/"a" has "en"/);
    expect(() => validateMemory({a: {source: 'abc'}}, 'x.json')).toThrow(/12 hex digits.*stamp/);
  });

  it('sorts units into untranslated, stale and orphaned', () => {
    const status = domainStatus(domain({kept: 'Kept', changed: 'Changed now', fresh: 'Fresh', unstamped: 'U'}), {
      kept: {source: sourceHash('Kept'), zh: '保留'},
      changed: {source: sourceHash('Changed before'), zh: '已改'},
      unstamped: {zh: '未盖章'},
      gone: {source: sourceHash('Gone'), zh: '已删'},
    });
    expect(status.untranslated).toEqual([{id: 'fresh', english: 'Fresh'}]);
    expect(status.stale).toEqual([
      {id: 'changed', english: 'Changed now'},
      {id: 'unstamped', english: 'U'},
    ]);
    expect(status.orphaned).toEqual(['gone']);
    expect(isClean(status)).toBe(false);
    expect(formatStatus([status])).toContain('  stale         changed: Changed now');
  });

  it('stamps only entries without a source, and the units named again', () => {
    const units = domain({a: 'A', b: 'B now', c: 'C'});
    const memory = {a: {zh: '甲'}, b: {source: sourceHash('B before'), zh: '乙'}};
    const first = stampDomain(units, memory);
    expect(first.stamped).toEqual(['a']);
    expect(first.memory.b!.source).toBe(sourceHash('B before'));
    expect(first.memory.c).toBeUndefined();
    const again = stampDomain(units, first.memory, ['b']);
    expect(again.stamped).toEqual(['b']);
    expect(isClean(domainStatus(domain({a: 'A', b: 'B now'}), again.memory))).toBe(true);
  });

  it('gives a source-only domain an entry for each unit whose Chinese exists elsewhere', () => {
    const docs: TranslationDomain = {
      ...domain({'p#a': 'A', 'p#b': 'B'}),
      name: 'docs',
      hasChinese: (id) => id === 'p#a',
    };
    const {memory} = stampDomain(docs, {});
    expect(memory).toEqual({'p#a': {source: sourceHash('A')}});
    expect(domainStatus(docs, memory).untranslated).toEqual([{id: 'p#b', english: 'B'}]);
  });
});

describe('a build translator', () => {
  it('gives the Chinese only for the English it was translated from, and lists the fallbacks', () => {
    const t = memoryTranslator('record', {
      'drawn.axis.on': {source: sourceHash('on the {direction} axis'), zh: '在 `{direction}` 方向的坐标轴上'},
      old: {source: sourceHash('old English'), zh: '旧'},
    });
    expect(t.template('drawn.axis.on', 'on the {direction} axis', {direction: 'bottom'})).toBe(
      '在 `bottom` 方向的坐标轴上',
    );
    expect(t.text('old', 'new English')).toBe('new English');
    expect(t.text('none', 'No Chinese')).toBe('No Chinese');
    expect(t.fallbacks).toEqual(['record.json: old (stale)', 'record.json: none (missing)']);
  });

  it('fills placeholders once: a value holding braces stays as it is', () => {
    expect(fillTemplate('object {keys}', {keys: '{a, b}'})).toBe('object {a, b}');
    expect(ENGLISH.template('x', 'array of {length}', {length: 6})).toBe('array of 6');
  });

  it('fails a production build on fallbacks unless the switch is set; development warns', () => {
    const t = memoryTranslator('demos', {});
    t.text('line-basic.title', 'Basic line');
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(() => reportFallbacks('chart-docs', [t], {production: true, warn})).toThrow(
      /demos.json: line-basic.title \(missing\)[\s\S]*TRANSLATIONS_ALLOW_MISSING=1/,
    );
    reportFallbacks('chart-docs', [t], {production: false, warn});
    process.env[ALLOW_UNTRANSLATED_ENV] = '1';
    try {
      reportFallbacks('chart-docs', [t], {production: true, warn});
    } finally {
      delete process.env[ALLOW_UNTRANSLATED_ENV];
    }
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('line-basic.title');
    reportFallbacks('chart-docs', [ENGLISH], {production: true, warn});
    expect(warnings).toHaveLength(2);
  });
});
