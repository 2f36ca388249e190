import {beforeEditedCodeRuns, snapshotBuiltIns} from '../builtInsSnapshot';

type Loose = Record<string, unknown>;

describe('built-ins changed by edited code', () => {
  it('are put back: added keys removed, replaced methods restored, removed ones returned', () => {
    const restore = snapshotBuiltIns();
    const originalMap = Array.prototype.map;
    (Object.prototype as Loose).polluted = 1;
    (Array.prototype as unknown as Loose).extra = () => 1;
    Array.prototype.map = function () {
      return [];
    };
    delete (String.prototype as unknown as Partial<Loose>).trim;
    (Math as unknown as Loose).max = () => 0;
    restore();
    expect(({} as Loose).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Array.prototype, 'extra')).toBe(false);
    expect(Array.prototype.map).toBe(originalMap);
    expect(' a '.trim()).toBe('a');
    expect(Math.max(1, 2)).toBe(2);
  });

  it('undoes what the previous run changed before each run, and nothing else', () => {
    beforeEditedCodeRuns();
    (Object.prototype as Loose).fromFirstRun = true;
    beforeEditedCodeRuns();
    expect(({} as Loose).fromFirstRun).toBeUndefined();
    (Object.prototype as Loose).fromSecondRun = true;
    beforeEditedCodeRuns();
    expect(({} as Loose).fromSecondRun).toBeUndefined();
  });

  it('does not fail on a built-in the code froze', () => {
    const restore = snapshotBuiltIns();
    Object.defineProperty(Array.prototype, 'stuck', {value: 1, configurable: false});
    expect(() => restore()).not.toThrow();
    expect(Object.prototype.hasOwnProperty.call(Array.prototype, 'stuck')).toBe(true);
  });
});
