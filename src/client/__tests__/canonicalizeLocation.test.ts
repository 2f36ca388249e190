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

describe('canonicalizeLocation under a base path (BASE_URL=/docs/)', () => {
  const spellingOf = (path: string) =>
    new Map([
      ['/docs', '/docs'],
      ['/docs/guide', '/docs/guide'],
    ]).get(path.toLowerCase());

  it.each([
    ['/docs/', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs/index.html', '/docs/'],
    ['/DOCS/', '/docs/'],
    ['/docs/guide/', '/docs/guide'],
  ])('%s ends on %s', (from, to) => {
    window.history.replaceState(null, '', from);
    canonicalizeLocation(window, {spellingOf, baseUrl: '/docs/'});
    expect(window.location.pathname).toBe(to);
  });
});

describe('canonicalizeLocation with another casing of a route', () => {
  const spellingOf = (path: string) => new Map([['/guide', '/guide']]).get(path.toLowerCase());

  /** A window whose address is `href` and whose document is the not-found page or a page. */
  function fakeWindow(href: string, notFoundPage: boolean) {
    const url = new URL(href, 'https://plots.example');
    const replaceState = jest.fn();
    const replace = jest.fn();
    const document = window.document.implementation.createHTMLDocument();
    document.body.innerHTML = notFoundPage
      ? '<main data-page-not-found=""><h1>PAGE NOT FOUND</h1></main>'
      : '<h1>Guide</h1>';
    const win = {
      location: {pathname: url.pathname, search: url.search, hash: url.hash, replace},
      history: {state: null, replaceState},
      document,
    } as unknown as Window;
    return {win, replaceState, replace};
  }

  it('loads the route from its own spelling when the server sent the not-found page', () => {
    const {win, replaceState, replace} = fakeWindow('/Guide/?tab=doc#top', true);
    canonicalizeLocation(win, {spellingOf});
    expect(replace).toHaveBeenCalledWith('/guide?tab=doc#top');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('hydrates the page under its own spelling when the server sent the page', () => {
    const {win, replaceState, replace} = fakeWindow('/GUIDE?tab=doc', false);
    canonicalizeLocation(win, {spellingOf});
    expect(replaceState).toHaveBeenCalledWith(null, '', '/guide?tab=doc');
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves an unknown path in any case to the not-found page', () => {
    const {win, replaceState, replace} = fakeWindow('/NOPE', true);
    canonicalizeLocation(win, {spellingOf});
    expect(replace).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
