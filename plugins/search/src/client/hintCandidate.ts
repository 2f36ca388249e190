import {buildSnippet, highlightText} from './highlightText';
import type {SearchHint} from './types';

/**
 * A hint before it is shown: plain title and body. Highlighting is left for
 * the few hints that make the list (a common word matches thousands of rows).
 */
export type HintCandidate = Omit<SearchHint, 'highlightTitleTexts' | 'highlightTexts'> & {
  title: string;
  /** Its snippet's text, found only for the hints that make the list. */
  body: () => string;
  /** The index terms the hint's document matched: the words its title and snippet mark. */
  terms: ReadonlySet<string>;
};

/** The hint as the list shows it: matched words marked, the body cut to a snippet around the first match. */
export function toSearchHint({title, body, terms, ...hint}: HintCandidate): SearchHint {
  return {...hint, highlightTitleTexts: highlightText(title, terms), highlightTexts: buildSnippet(body(), terms)};
}
