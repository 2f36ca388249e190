import {SEARCH_PAGE_PATH} from '../constants';

/**
 * What the visitor typed, as the search box and the `/search` page read it: light (no index code),
 * as both are in the first-paint bundle.
 */

/** More words than this add nothing but work; a longer "word" is cut. */
export const MAX_KEYWORDS = 10;
export const MAX_KEYWORD_LENGTH = 80;

/**
 * Lower case without changing the length, so offsets in the folded text are offsets in the
 * original: U+0130 (İ) is the one character whose lower case is longer; it is kept as is.
 */
export function foldCase(text: string): string {
  return text.includes('\u0130')
    ? [...text].map((char) => (char.toLowerCase().length === char.length ? char.toLowerCase() : char)).join('')
    : text.toLowerCase();
}

/** An HTML tag as pasted into the box (`<img src=x onerror=alert(1)>`, `</b>`, `<img src=x`): markup, not words. */
const HTML_TAG = /<\/?[a-z][^<>]*(?:>|$)/gi;

/**
 * The words of a search: HTML tags dropped, split on whitespace, case-folded, without duplicates.
 * Words are plain text, never markup or patterns: `.*`, `(`, `a<b` match those characters.
 */
export function parseKeywords(input: string): string[] {
  const words: string[] = [];
  for (const raw of input.replace(HTML_TAG, ' ').trim().split(/\s+/)) {
    const word = foldCase(raw.slice(0, MAX_KEYWORD_LENGTH));
    if (word && !words.includes(word)) words.push(word);
    if (words.length === MAX_KEYWORDS) break;
  }
  return words;
}

/** A query longer than this is cut: nobody types more, and the URL stays sane. */
export const MAX_QUERY_CHARS = 200;

/** Control characters (and other invisible format characters) never belong in a query. */
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** The query as plain text, whatever the URL holds: control characters dropped, length capped. */
export function cleanQuery(value: string | null | undefined): string {
  return [...(value ?? '').replace(CONTROL, ' ')].slice(0, MAX_QUERY_CHARS).join('');
}

/** The `q` parameter of a location's search string, cleaned. */
export function readSearchQuery(search: string): string {
  return cleanQuery(new URLSearchParams(search).get('q'));
}

/** The link to every result for a query: `/search?q=...`. */
export function searchPageLink(query: string): string {
  const q = cleanQuery(query).trim();
  return q ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({q}).toString()}` : SEARCH_PAGE_PATH;
}
