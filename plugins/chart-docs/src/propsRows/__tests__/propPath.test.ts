/**
 * @jest-environment node
 */
import {ancestorPropPaths, joinPropPath, propPathSuffixes, splitPropPath} from '../propPath';

describe('option paths', () => {
  it('joins a name under its parent with a dot; a top-level row is its name', () => {
    expect(joinPropPath('', 'xAxis')).toBe('xAxis');
    expect(joinPropPath('xAxis', 'label')).toBe('xAxis.label');
    expect(joinPropPath('xAxis.label', 'style')).toBe('xAxis.label.style');
  });

  it('splits a path into its names', () => {
    expect(splitPropPath('xAxis.label.style')).toEqual(['xAxis', 'label', 'style']);
    expect(splitPropPath('smooth')).toEqual(['smooth']);
  });

  it('lists the rows that hold a row, outermost first', () => {
    expect(ancestorPropPaths('xAxis.label.style')).toEqual(['xAxis', 'xAxis.label']);
    expect(ancestorPropPaths('smooth')).toEqual([]);
  });

  it('lists a path and its endings, longest first', () => {
    expect(propPathSuffixes('xAxis.label.style')).toEqual(['xAxis.label.style', 'label.style', 'style']);
    expect(propPathSuffixes('smooth')).toEqual(['smooth']);
  });
});
