/** Shapes of the browser search (worker, SearchBar); the index's own shapes are the plugin's (`../types`). */
import type {SearchIndex} from '../types';

export type {SearchDemo, SearchIndex, SearchNavSection} from '../types';

/** A piece of a title or snippet, highlighted when it matched a keyword. */
export interface HighlightText {
  text: string;
  highlighted: boolean;
}

/** One result: a page, a heading, a paragraph, a demo or an option row that matched. */
export interface SearchHint {
  type: 'page' | 'title' | 'content' | 'demo' | 'option';
  link: string;
  priority: number;
  highlightTitleTexts: HighlightText[];
  highlightTexts: HighlightText[];
  pageTitle: string;
}

/** Hints of one navigation section: its place in the navigation (0 = first), its best hint's priority. */
export interface SearchResultGroup {
  title: string;
  sectionOrder: number;
  priority: number;
  hints: SearchHint[];
}

/** Messages the page posts to the search worker. */
export type SearchWorkerRequest =
  | {action: 'generate-metadata'; payload: SearchIndex}
  | {action: 'get-search-result'; id: number; payload: {keywords: string; all?: boolean}};

/** Messages the search worker posts back. */
export type SearchWorkerResponse =
  | {action: 'metadata-ready'}
  | {action: 'search-result'; id: number; payload: SearchResultGroup[]}
  | {action: 'error'; id?: number; message: string};
