/** More words than this add nothing but work; the rest are ignored. */
export const MAX_KEYWORDS = 10;
/** A longer "word" is cut: nobody searches for a 200-character token. */
export const MAX_KEYWORD_LENGTH = 80;

/**
 * Lower-cases a string without changing its length, so that offsets found in
 * the folded text are offsets in the original one. A character whose lower
 * case has another length (`İ` → `i̇`) is kept as is.
 */
export function foldCase(text: string): string {
  // U+0130 (İ) is the one character whose toLowerCase() is longer (i + combining dot);
  // without it the fast native call keeps every offset.
  if (!text.includes('\u0130')) {
    return text.toLowerCase();
  }
  let folded = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    folded += lower.length === char.length ? lower : char;
  }
  return folded;
}

/**
 * An HTML tag as pasted into the box: `<img src=x onerror=alert(1)>`, `</b>`, or one left open at
 * the end (`<img src=x`). Its name and attributes are markup, not words to look for.
 */
const HTML_TAG = /<\/?[a-z][^<>]*(?:>|$)/gi;

/**
 * The words of a search: HTML tags dropped (`<b>line</b>` is `line`; `<img src=x>` looks for
 * nothing, not for `src`), trimmed, split on whitespace, case-folded, without duplicates. An empty
 * or blank input gives no words. Words are plain text, never markup: `.*`, `(`, `<`, `a<b` match
 * those characters literally.
 */
export function parseKeywords(input: string): string[] {
  const words: string[] = [];
  for (const raw of input.replace(HTML_TAG, ' ').trim().split(/\s+/)) {
    const word = foldCase(raw.slice(0, MAX_KEYWORD_LENGTH));
    if (word && !words.includes(word)) {
      words.push(word);
    }
    if (words.length === MAX_KEYWORDS) {
      break;
    }
  }
  return words;
}
