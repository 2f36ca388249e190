import {cachedInProcess} from '../processCache';

describe('cachedInProcess', () => {
  it('computes once per key and hands out copies', () => {
    const compute = jest.fn(() => ({rows: [{name: 'smooth'}]}));
    const first = cachedInProcess('test-cache', 'a', compute);
    first.rows[0].name = 'changed by a caller';
    const second = cachedInProcess('test-cache', 'a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(second).toEqual({rows: [{name: 'smooth'}]});
  });

  it('computes again for another key, keeping only the last', () => {
    const compute = jest.fn((key: string) => key.toUpperCase());
    expect(cachedInProcess('test-cache-2', 'a', () => compute('a'))).toBe('A');
    expect(cachedInProcess('test-cache-2', 'b', () => compute('b'))).toBe('B');
    expect(cachedInProcess('test-cache-2', 'a', () => compute('a'))).toBe('A');
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('survives a fresh copy of the module, as Docusaurus loads the plugins again for each language', () => {
    const compute = jest.fn(() => 1);
    cachedInProcess('test-cache-3', 'k', compute);
    jest.isolateModules(() => {
      const fresh = require('../processCache') as typeof import('../processCache');
      fresh.cachedInProcess('test-cache-3', 'k', compute);
    });
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
