import type {SearchHint} from './types';

/**
 * The words to mark on the page a followed result leads to: set by the
 * search box or the search page when a result is followed, taken once by
 * the SearchBar after the navigation (it is on every page).
 */
let pending: {pathname: string; words: string[]} | null = null;

/** The words a hint marked (its highlighted segments): typos show as the words the page really uses. */
export function markedWords(hint: SearchHint): string[] {
  return [...hint.highlightTitleTexts, ...hint.highlightTexts]
    .filter((segment) => segment.highlighted)
    .map((segment) => segment.text);
}

export function rememberLandingWords(hint: SearchHint, typed: readonly string[]): void {
  if (typeof window === 'undefined') return;
  pending = {pathname: new URL(hint.link, window.location.href).pathname, words: [...markedWords(hint), ...typed]};
}

/** The words remembered for this page, once; null when the navigation did not come from a result. */
export function takeLandingWords(pathname: string): string[] | null {
  const words = pending && pending.pathname === pathname ? pending.words : null;
  pending = null;
  return words;
}
