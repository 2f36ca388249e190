import {createPatternFill, PATTERNS} from '../patternFill';

describe('createPatternFill', () => {
  it('gives each distinct color its own pattern on that color, the same one every time', () => {
    const fill = createPatternFill();
    const red = fill({}, '#f00');
    const blue = fill({}, '#00f');
    expect(red).toEqual({...PATTERNS[0], cfg: {...PATTERNS[0]!.cfg, backgroundColor: '#f00'}});
    expect(blue).toEqual({...PATTERNS[1], cfg: {...PATTERNS[1]!.cfg, backgroundColor: '#00f'}});
    expect(PATTERNS[1]).not.toEqual(PATTERNS[0]);
    expect(fill({}, '#f00')).toEqual(red);
  });

  it('starts again after the last pattern', () => {
    const fill = createPatternFill();
    const colors = PATTERNS.map((_, index) => `#00000${index}`);
    colors.forEach((color) => fill({}, color));
    expect(fill({}, '#ffffff').type).toBe(PATTERNS[0]!.type);
  });
});
