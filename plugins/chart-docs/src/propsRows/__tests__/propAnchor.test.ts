/**
 * @jest-environment node
 */
import {parsePropAnchor, toPropAnchorId} from '../propAnchor';

describe('the anchor of a props-table row', () => {
  it('is prop- and the path', () => {
    expect(toPropAnchorId('xAxis.label')).toBe('prop-xAxis.label');
  });

  it('reads the path back from a hash, with or without #, escaped or not', () => {
    expect(parsePropAnchor('#prop-xAxis.label')).toBe('xAxis.label');
    expect(parsePropAnchor('prop-smooth')).toBe('smooth');
    expect(parsePropAnchor('#prop-%24data')).toBe('$data');
  });

  it('names no path for other hashes', () => {
    expect(parsePropAnchor('')).toBeUndefined();
    expect(parsePropAnchor('#')).toBeUndefined();
    expect(parsePropAnchor('#prop-')).toBeUndefined();
    expect(parsePropAnchor('#usage')).toBeUndefined();
  });

  it('takes a malformed escape as written', () => {
    expect(parsePropAnchor('#prop-a%zz')).toBe('a%zz');
  });
});
