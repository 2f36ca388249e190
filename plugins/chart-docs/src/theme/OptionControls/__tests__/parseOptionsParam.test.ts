import fc from 'fast-check';
import type {PropControl} from '../../../props/types';
import {
  encodedParamLength,
  MAX_PARAM_LENGTH,
  MAX_STRING_LENGTH,
  parseOptionsParam,
  serializeOptions,
} from '../parseOptionsParam';

const CONTROLS = new Map<string, PropControl>([
  ['smooth', {kind: 'boolean'}],
  ['legend.position', {kind: 'enum', values: ['top', 'bottom']}],
  ['xAxis.label.rotate', {kind: 'number', min: -3.14, max: 3.14, step: 0.1}],
  ['color', {kind: 'color'}],
  ['xField', {kind: 'string'}],
]);
const controlOf = (path: string): PropControl | undefined => CONTROLS.get(path);
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

describe('parseOptionsParam', () => {
  it('keeps values that fit their control', () => {
    const raw = JSON.stringify({
      smooth: true,
      'legend.position': 'bottom',
      'xAxis.label.rotate': 0.5,
      color: '#ff0000',
    });
    expect(parseOptionsParam(raw, controlOf)).toEqual({
      values: {smooth: true, 'legend.position': 'bottom', 'xAxis.label.rotate': 0.5, color: '#ff0000'},
      ignored: [],
    });
  });

  it('names every ignored entry and why', () => {
    const raw =
      '{"__proto__": {"polluted": 1}, "constructor": 1, "legend.__proto__": "x", "nope": 1, "smooth": "yes",' +
      ' "legend.position": "<img src=x onerror=alert(1)>", "xAxis.label.rotate": 99, "xField": 7,' +
      ' "color": "javascript:alert(1)"}';
    const result = parseOptionsParam(raw, controlOf);
    expect(result.values).toEqual({});
    expect(result.ignored).toEqual([
      '__proto__ (not an option)',
      'constructor (not an option)',
      'legend.__proto__ (not an option)',
      'nope (unknown option)',
      'smooth (not true or false)',
      'legend.position (not one of its values)',
      'xAxis.label.rotate (above 3.14)',
      'xField (not text)',
      'color (not a #rrggbb color)',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes text as plain text, up to the length the text box takes', () => {
    const raw = JSON.stringify({xField: '<b>hi</b>', className: 'c'.repeat(250)});
    const controls = (path: string): PropControl | undefined =>
      path === 'className' ? {kind: 'string'} : controlOf(path);
    expect(parseOptionsParam(raw, controls)).toEqual({
      values: {xField: '<b>hi</b>', className: 'c'.repeat(250)},
      ignored: [],
    });
    expect(parseOptionsParam(JSON.stringify({xField: 'x'.repeat(MAX_STRING_LENGTH + 1)}), controlOf).ignored).toEqual([
      `xField (longer than ${MAX_STRING_LENGTH} characters)`,
    ]);
  });

  it('names a row that has no control as edited in code only', () => {
    const controls = (path: string): PropControl | null | undefined =>
      path === 'yAxis.tickInterval' ? null : controlOf(path);
    expect(parseOptionsParam('{"yAxis.tickInterval": 0.0001, "smooth": true}', controls)).toEqual({
      values: {smooth: true},
      ignored: ['yAxis.tickInterval (edited in code only)'],
    });
  });

  it('ignores a parameter that is too long, not JSON, or not an object', () => {
    const long = JSON.stringify({xField: 'a'.repeat(100_000)});
    expect(parseOptionsParam(long, controlOf)).toEqual({
      values: {},
      ignored: [
        `the whole options parameter (${encodedParamLength(long)} characters encoded, over ${MAX_PARAM_LENGTH})`,
      ],
    });
    expect(parseOptionsParam('{smooth: true}', controlOf).ignored).toEqual(['the options parameter (not valid JSON)']);
    expect(parseOptionsParam('[1]', controlOf).ignored).toEqual([
      'the options parameter (not an object of option paths)',
    ]);
    expect(parseOptionsParam(null, controlOf)).toEqual({values: {}, ignored: []});
  });

  it('caps the parameter by its encoded length, as the link carries it (CJK 9 characters, emoji 12)', () => {
    expect(encodedParamLength('{"a":1}')).toBe('%7B%22a%22%3A1%7D'.length);
    expect(encodedParamLength('汉')).toBe('%E6%B1%89'.length);
    expect(encodedParamLength('😀')).toBe('%F0%9F%98%80'.length);
    expect(encodedParamLength('a b')).toBe('a+b'.length);
    // Unknown paths are named one by one once the parameter is read; a parameter over the cap is not read.
    const param = (filler: string, count: number) => JSON.stringify({[filler.repeat(count)]: 1});
    const overhead = encodedParamLength(param('', 0));
    for (const [filler, encoded] of [
      ['汉', 9],
      ['😀', 12],
    ] as const) {
      const fits = param(filler, Math.floor((MAX_PARAM_LENGTH - overhead) / encoded));
      const over = param(filler, Math.floor((MAX_PARAM_LENGTH - overhead) / encoded) + 1);
      // Far under the cap in decoded characters: the old decoded cap let these through to a 414.
      expect(over.length).toBeLessThan(MAX_PARAM_LENGTH / 4);
      expect(encodedParamLength(fits)).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
      expect(parseOptionsParam(fits, controlOf).ignored).toHaveLength(1);
      expect(parseOptionsParam(fits, controlOf).ignored[0]).toMatch(/\(unknown option\)$/);
      expect(parseOptionsParam(over, controlOf).ignored).toEqual([
        `the whole options parameter (${encodedParamLength(over)} characters encoded, over ${MAX_PARAM_LENGTH})`,
      ]);
    }
  });

  it('round-trips what serializeOptions writes', () => {
    const values = {smooth: false, 'xAxis.label.rotate': -1.5};
    expect(parseOptionsParam(serializeOptions(values), controlOf).values).toEqual(values);
    expect(serializeOptions({})).toBeNull();
  });

  const rawParam = fc.oneof(
    fc.string(),
    fc.json(),
    fc
      .dictionary(
        fc.oneof(fc.constantFrom(...CONTROLS.keys(), ...PROTOTYPE_KEYS, 'a.__proto__.b'), fc.string()),
        fc.jsonValue(),
      )
      .map((object) => JSON.stringify(object)),
  );

  it('never throws and returns only known paths whose values fit (property)', () => {
    fc.assert(
      fc.property(rawParam, (raw) => {
        const {values} = parseOptionsParam(raw, controlOf);
        for (const [path, value] of Object.entries(values)) {
          expect(CONTROLS.has(path)).toBe(true);
          expect(['boolean', 'number', 'string']).toContain(typeof value);
        }
      }),
      {numRuns: 500},
    );
  });

  it('never returns a prototype key (property)', () => {
    fc.assert(
      fc.property(rawParam, (raw) => {
        const {values} = parseOptionsParam(raw, () => ({kind: 'string'}));
        for (const path of Object.keys(values)) {
          expect(path.split('.').some((segment) => PROTOTYPE_KEYS.includes(segment))).toBe(false);
        }
        expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
      }),
      {numRuns: 500},
    );
  });
});
