/**
 * Shapes of the browser search (worker, SearchBar). The index it searches is
 * the search plugin's output, whose shapes the plugin owns and exports.
 */
import type {SearchIndex} from '../types';

export type {SearchDemo, SearchIndex, SearchNavSection, SearchOptionIndex} from '../types';

/** A piece of a title or snippet, highlighted when it matched a keyword. */
export interface HighlightText {
  text: string;
  highlighted: boolean;
}

export type SearchHintType = 'page' | 'title' | 'content' | 'demo' | 'option';

/** One result: a page, a heading, a paragraph or a demo that matched. */
export interface SearchHint {
  type: SearchHintType;
  link: string;
  priority: number;
  highlightTitleTexts: HighlightText[];
  highlightTexts: HighlightText[];
  pageTitle: string;
}

/** Hints of one navigation section. */
export interface SearchResultGroup {
  title: string;
  /** Position of the section in the navigation (0 = first). */
  sectionOrder: number;
  /** Highest priority of the group's hints. */
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
