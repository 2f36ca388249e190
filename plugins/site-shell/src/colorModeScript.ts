import {THEME_STORAGE_KEY} from './constants';

/**
 * Inline script that runs right after Docusaurus' own theme script, before
 * first paint. Docusaurus copies any stored value into `data-theme` verbatim
 * (a stored `garbage` would give `data-theme="garbage"`, i.e. no theme at
 * all), and knows nothing of an explicit `auto` choice. This script maps the
 * stored value to what the site promises: `light` and `dark` as they are,
 * `auto` or nothing stored to the system scheme, anything else to light.
 */
export function getColorModeNormalizerScript(): string {
  return `(function () {
  try {
    var stored = null;
    try { stored = window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}); } catch (e) {}
    var fromQuery = null;
    try { fromQuery = new URLSearchParams(window.location.search).get('docusaurus-theme'); } catch (e) {}
    if (fromQuery === 'light' || fromQuery === 'dark') return;
    var root = document.documentElement;
    if (stored === 'light' || stored === 'dark') {
      root.setAttribute('data-theme', stored);
      root.setAttribute('data-theme-choice', stored);
    } else if (stored === null || stored === 'auto') {
      var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
      root.setAttribute('data-theme', dark ? 'dark' : 'light');
      root.setAttribute('data-theme-choice', 'system');
    } else {
      root.setAttribute('data-theme', 'light');
      root.setAttribute('data-theme-choice', 'light');
    }
  } catch (e) {}
})();`;
}
