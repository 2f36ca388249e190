import {buildSnippet, highlightText} from './highlightText';
import type {SearchHint} from './types';

/**
 * A hint before it is shown: plain title and body. Highlighting is left for
 * the few hints that make the list (a common word matches thousands of rows).
 */
export type HintCandidate = Omit<SearchHint, 'highlightTitleTexts' | 'highlightTexts'> & {title: string; body: string};

/** The hint as the list shows it: matched words marked, the body cut to a snippet around the first match. */
export function toSearchHint({title, body, ...hint}: HintCandidate, needles: readonly string[]): SearchHint {
  return {...hint, highlightTitleTexts: highlightText(title, needles), highlightTexts: buildSnippet(body, needles)};
}
