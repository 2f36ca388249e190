import fc from 'fast-check';
import {asError, describeError, errorMessage} from '../describeError';

describe('describeError', () => {
  it('shows an Error by name and message, anything else as itself', () => {
    expect(describeError(new RangeError('too far'))).toBe('RangeError: too far');
    expect(describeError(null)).toBe('null');
    expect(describeError(undefined)).toBe('undefined');
    expect(describeError(42)).toBe('42');
    expect(describeError('oops')).toBe('oops');
    expect(describeError({code: 1})).toBe('{"code":1}');
    expect(describeError(Symbol('s'))).toBe('Symbol(s)');
  });

  it('never throws while describing, whatever was thrown (property)', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const hostile = {
      get toJSON(): never {
        throw new Error('no');
      },
    };
    for (const value of [cyclic, hostile, Object.create(null), 10n]) {
      expect(typeof describeError(value)).toBe('string');
    }
    fc.assert(fc.property(fc.anything(), (value) => typeof describeError(value) === 'string'));
  });

  it('turns a thrown value into an Error whose text is the value', () => {
    expect(asError(null).toString()).toBe('Thrown: null');
    const error = new TypeError('t');
    expect(asError(error)).toBe(error);
  });
});

describe('errorMessage', () => {
  it('gives an Error’s message alone and any other thrown value as itself', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage({code: 1})).toBe('{"code":1}');
    const cyclic: {self?: unknown} = {};
    cyclic.self = cyclic;
    expect(errorMessage(cyclic)).toBe('[object Object]');
  });
});
