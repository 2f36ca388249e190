/** @jest-environment node */
import {conditionalStatus, requestedRange} from '../server/conditionalRequests.mjs';
import {chooseEncoding} from '../server/encoding.mjs';

const FILE = {size: 10, etag: '"6b0-a"', lastModified: 'Wed, 25 Nov 2026 18:14:48 GMT'};
const EARLIER = 'Wed, 25 Nov 2026 18:14:47 GMT';

describe('requestedRange', () => {
  it.each([
    ['bytes=-5', {start: 5, end: 9}],
    ['bytes=-50', {start: 0, end: 9}],
    ['bytes=2-', {start: 2, end: 9}],
    ['bytes=2-3', {start: 2, end: 3}],
    ['bytes=8-20', {start: 8, end: 9}],
    ['bytes= 2 - 3 ', {start: 2, end: 3}],
    ['bytes=10-', 'unsatisfiable'],
    ['bytes=5-2', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=abc', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['bytes=0-1,3-4', null],
    ['items=0-1', null],
  ])('reads Range: %s', (range, expected) => {
    expect(requestedRange({range}, FILE)).toEqual(expected);
  });

  it('serves the range only while If-Range names the current version', () => {
    expect(requestedRange({range: 'bytes=-3', 'if-range': FILE.etag}, FILE)).toEqual({start: 7, end: 9});
    expect(requestedRange({range: 'bytes=-3', 'if-range': FILE.lastModified}, FILE)).toEqual({start: 7, end: 9});
    expect(requestedRange({range: 'bytes=-3', 'if-range': '"other"'}, FILE)).toBeNull();
    expect(requestedRange({range: 'bytes=-3', 'if-range': `W/${FILE.etag}`}, FILE)).toBeNull();
    expect(requestedRange({range: 'bytes=-3', 'if-range': EARLIER}, FILE)).toBeNull();
  });
});

describe('conditionalStatus', () => {
  it.each([
    [{'if-match': '"other"'}, 412],
    [{'if-match': `"x", ${FILE.etag}`}, null],
    [{'if-match': '*'}, null],
    [{'if-match': `W/${FILE.etag}`}, 412],
    [{'if-unmodified-since': EARLIER}, 412],
    [{'if-unmodified-since': FILE.lastModified}, null],
    [{'if-unmodified-since': 'not a date'}, null],
    [{'if-none-match': '*'}, 304],
    [{'if-none-match': `W/${FILE.etag}`}, 304],
    [{'if-none-match': '"other"'}, null],
    [{'if-modified-since': FILE.lastModified}, 304],
    [{'if-modified-since': EARLIER}, null],
    [{}, null],
  ])('answers %j with %s', (headers, expected) => {
    expect(conditionalStatus(headers, FILE)).toBe(expected);
  });
});

describe('chooseEncoding', () => {
  const both = new Set(['br', 'gzip']);
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['gzip, br;q=0.1', 'br'],
    ['BR', 'br'],
    ['*', null],
    ['', null],
    [undefined, null],
  ])('picks the copy for Accept-Encoding: %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it('only picks a copy the file has', () => {
    expect(chooseEncoding('br, gzip', new Set(['gzip']))).toBe('gzip');
    expect(chooseEncoding('br', new Set())).toBeNull();
  });
});
