import {getColorModeNormalizerScript} from '../colorModeScript';

function runWith(stored: string | null, systemDark = false): {theme: string | null; choice: string | null} {
  window.localStorage.clear();
  if (stored !== null) {
    window.localStorage.setItem('theme', stored);
  }
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query.includes('dark'),
  })) as unknown as typeof window.matchMedia;
  const root = document.documentElement;
  // What Docusaurus' own script leaves behind: the raw stored value.
  root.setAttribute('data-theme', stored ?? 'light');
  // Executes the exact inline script shipped in the page head.
  new Function(getColorModeNormalizerScript())();
  return {theme: root.getAttribute('data-theme'), choice: root.getAttribute('data-theme-choice')};
}

describe('color mode normaliser', () => {
  it('keeps explicit light and dark choices', () => {
    expect(runWith('dark')).toEqual({theme: 'dark', choice: 'dark'});
    expect(runWith('light', true)).toEqual({theme: 'light', choice: 'light'});
  });

  it('follows the system when nothing is stored or auto is stored', () => {
    expect(runWith(null, true)).toEqual({theme: 'dark', choice: 'system'});
    expect(runWith(null, false)).toEqual({theme: 'light', choice: 'system'});
    expect(runWith('auto', true)).toEqual({theme: 'dark', choice: 'system'});
  });

  it('treats any unknown stored value as light', () => {
    for (const bad of ['', 'null', 'garbage', '{"mode":"dark"}', 'DARK']) {
      expect(runWith(bad, true)).toEqual({theme: 'light', choice: 'light'});
    }
  });
});
