import {firstReleasePerPath, firstVersionWith} from '../computeSince';
import {sinceExplanation, sinceLabel, sinceSearchText} from '../sinceText';

const release = (version: string, line: string[]) => ({version, paths: {line: new Set(line)}});

describe('firstReleasePerPath', () => {
  it('keeps each path of the latest release with the first release that has it, unless that is the baseline', () => {
    const result = firstReleasePerPath([
      release('2.4.0', ['xField', 'smooth', 'point', 'point.shape']),
      release('2.2.11', ['xField']),
      release('2.3.10', ['xField', 'smooth', 'point']),
      release('2.3.9', ['xField', 'smooth']),
    ]);
    expect(result).toEqual({line: {point: '2.3.10', 'point.shape': '2.4.0', smooth: '2.3.9'}});
  });

  it('orders by semver (2.3.10 after 2.3.9) and keeps the first appearance of a path that went and came back', () => {
    const result = firstReleasePerPath([
      release('2.2.11', []),
      release('2.3.9', ['a']),
      release('2.3.10', []),
      release('2.3.11', ['a']),
    ]);
    expect(result).toEqual({line: {a: '2.3.9'}});
  });

  it('gives nothing for no releases and leaves out charts with nothing later than the baseline', () => {
    expect(firstReleasePerPath([])).toEqual({});
    expect(firstReleasePerPath([release('2.2.11', ['a']), release('2.3.0', ['a'])])).toEqual({});
  });
});

describe('firstVersionWith', () => {
  it('is the lowest version that passes, whatever the order given', () => {
    expect(firstVersionWith(['1.0.10', '1.0.9', '1.0.5'], (v) => v !== '1.0.5')).toBe('1.0.9');
    expect(firstVersionWith(['1.0.1'], () => false)).toBeUndefined();
  });
});

describe('since texts', () => {
  it('name the package and its version', () => {
    expect(sinceLabel({g2plot: '2.3.1'})).toBe('since G2Plot 2.3.1');
    expect(sinceLabel({plots: '1.0.5'})).toBe('since @ant-design/plots 1.0.5');
    expect(sinceLabel({plots: '1.0.5', g2plot: '2.4.0'})).toBe('since @ant-design/plots 1.0.5 (G2Plot 2.4.0)');
    expect(sinceSearchText({g2plot: '2.3.1'})).toBe('Added in G2Plot 2.3.1');
    expect(sinceExplanation({g2plot: '2.3.1'})).toMatch(
      /^G2Plot declares it from 2\.3\.1 on; every @ant-design\/plots 1\.x release/,
    );
  });
});
