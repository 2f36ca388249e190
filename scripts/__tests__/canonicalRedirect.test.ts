/** @jest-environment node */
import {canonicalRedirect} from '../server/canonicalRedirect.mjs';

describe('canonicalRedirect', () => {
  it.each([
    ['/', null],
    ['/guide', null],
    ['/guide/', null],
    ['/api/line?tab=examples', null],
    ['/assets/js/main.abc123.js', null],
    ['/~demos/line-basic', null],
  ])('serves %s as it is', (url, expected) => {
    expect(canonicalRedirect(url)).toBe(expected);
  });

  it.each([
    ['/api/line.html', '/api/line'],
    ['/api/line.html?tab=examples', '/api/line?tab=examples'],
    ['/api/line.html/', '/api/line'],
    ['/index.html', '/'],
    ['/api/index.html', '/api'],
    ['/api//line', '/api/line'],
    ['/guide///', '/guide'],
    ['/guide//?x=1', '/guide?x=1'],
    ['/api/line%2f', '/api/line'],
    ['/api%2Fline', '/api/line'],
    ['//guide', '/guide'],
    ['/~demos//line-basic', '/~demos/line-basic'],
  ])('redirects %s to %s', (url, location) => {
    expect(canonicalRedirect(url)).toEqual({status: 301, location});
  });

  it('never redirects to another host', () => {
    expect(canonicalRedirect('//evil.example/')).toEqual({status: 301, location: '/evil.example'});
    expect(canonicalRedirect('///evil.example//x')).toEqual({status: 301, location: '/evil.example/x'});
    expect(canonicalRedirect('/%2f%2fevil.example')).toEqual({status: 301, location: '/evil.example'});
    // A backslash or a tab would make browsers read `/\evil.example` as `//evil.example`.
    expect(canonicalRedirect('//%5cevil.example')).toEqual({status: 404});
    expect(canonicalRedirect('//\\evil.example')).toEqual({status: 404});
    expect(canonicalRedirect('//%09/evil.example')).toEqual({status: 404});
    expect(canonicalRedirect('/a b//')).toEqual({status: 404});
  });

  it('answers 404 for a path that does not decode, and for the not-found page itself', () => {
    expect(canonicalRedirect('/api//%E0%A4%A')).toEqual({status: 404});
    expect(canonicalRedirect('/404.html')).toEqual({status: 404});
    expect(canonicalRedirect('//404.html/')).toEqual({status: 404});
  });

  it('answers 404 for a path that climbs above the root, the not-found page by its other name, and the .br/.gz copies', () => {
    expect(canonicalRedirect('/..%2f..%2fetc/passwd')).toEqual({status: 404});
    expect(canonicalRedirect('/%2e%2e/%2e%2e/etc/passwd')).toEqual({status: 404});
    expect(canonicalRedirect('/../guide')).toEqual({status: 404});
    expect(canonicalRedirect('/api/..%2f..%2fguide')).toEqual({status: 404});
    expect(canonicalRedirect('/api/..%2fguide')).toEqual({status: 301, location: '/guide'});
    expect(canonicalRedirect('/api/../guide')).toBeNull();
    expect(canonicalRedirect('/404')).toEqual({status: 404});
    expect(canonicalRedirect('/404/')).toEqual({status: 404});
    expect(canonicalRedirect('/index.html.br')).toEqual({status: 404});
    expect(canonicalRedirect('/assets/js/main.js.gz')).toEqual({status: 404});
  });

  it("redirects another casing of a page to the page's own spelling, and leaves other paths alone", () => {
    const spellingOf = (path: string) =>
      new Map([
        ['/guide', '/guide'],
        ['/api/line', '/api/line'],
      ]).get(path.toLowerCase());
    expect(canonicalRedirect('/Guide', spellingOf)).toEqual({status: 301, location: '/guide'});
    expect(canonicalRedirect('/GUIDE/?a=1', spellingOf)).toEqual({status: 301, location: '/guide?a=1'});
    expect(canonicalRedirect('/API/LINE.html', spellingOf)).toEqual({status: 301, location: '/api/line'});
    expect(canonicalRedirect('/Api//Line', spellingOf)).toEqual({status: 301, location: '/api/line'});
    expect(canonicalRedirect('/guide', spellingOf)).toBeNull();
    expect(canonicalRedirect('/NOPE', spellingOf)).toBeNull();
    expect(canonicalRedirect('/IMG/Logo.png', spellingOf)).toBeNull();
  });
});
