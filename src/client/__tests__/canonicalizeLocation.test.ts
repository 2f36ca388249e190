import {canonicalizeLocation} from '../canonicalizeLocation';

describe('canonicalizeLocation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('rewrites an odd spelling of the address to the canonical path, keeping query and hash', () => {
    window.history.replaceState(null, '', '/api//line.html?tab=examples#demo-line-basic');
    const before = window.history.length;
    canonicalizeLocation(window);
    expect(window.location.pathname).toBe('/api/line');
    expect(window.location.search).toBe('?tab=examples');
    expect(window.location.hash).toBe('#demo-line-basic');
    expect(window.history.length).toBe(before);
  });

  it('keeps a network-path reference on this site instead of throwing', () => {
    // An absolute same-origin URL is how a browser ends up with the pathname `//evil.example/`.
    window.history.replaceState(null, '', `${window.location.origin}//evil.example/`);
    expect(window.location.pathname).toBe('//evil.example/');
    expect(() => canonicalizeLocation(window)).not.toThrow();
    expect(window.location.pathname).toBe('/evil.example');
    expect(window.location.host).toBe('localhost');
  });

  it('leaves a canonical address alone', () => {
    window.history.replaceState(null, '', '/guide?tab=doc');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    canonicalizeLocation(window);
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });
});
