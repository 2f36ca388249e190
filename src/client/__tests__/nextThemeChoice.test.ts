import {nextThemeChoice, toColorModeChoice, toThemeChoice} from '../nextThemeChoice';

describe('theme choice cycle', () => {
  it('cycles light -> dark -> auto -> light', () => {
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('auto');
    expect(nextThemeChoice('auto')).toBe('light');
  });

  it("maps auto to Docusaurus' system choice (null) and back", () => {
    expect(toColorModeChoice('auto')).toBeNull();
    expect(toColorModeChoice('dark')).toBe('dark');
    expect(toThemeChoice(null)).toBe('auto');
    expect(toThemeChoice('light')).toBe('light');
  });
});
