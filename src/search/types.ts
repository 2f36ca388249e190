/**
 * Shapes shared by the build-time index builder (plugins/search) and the
 * browser (worker, SearchBar). Types only: nothing here may import Node or
 * browser APIs.
 */

/** A table-of-contents entry (SPEC section 3). */
export interface SearchHeading {
  /** Anchor id, as Docusaurus renders it on the heading. */
  id: string;
  depth: 1 | 2 | 3;
  title: string;
}

/** The text of a page under one heading (or before the first heading). */
export interface SearchSection {
  /** Absent for the text before the page's first heading. */
  heading?: SearchHeading;
  /** Plain-text paragraphs, markdown and JSX already stripped. */
  paragraphs: string[];
}

/** One page of the site as the index knows it. */
export interface SearchRoute {
  /** Permalink, e.g. `/api/line`. */
  path: string;
  title: string;
  description?: string;
  sections: SearchSection[];
}

/** One demo's asset (SPEC section 3) and where it is rendered. */
export interface SearchDemo {
  id: string;
  /** `/api/{group}#demo-{id}`, `/api/{group}?tab=examples#demo-{id}` or `/guide#demo-{id}`. */
  link: string;
  /** Path of the page the demo appears on (its `link` without query and hash). */
  routePath: string;
  title: string;
  description: string;
  keywords: string[];
}

/** A navigation section; results are grouped by these, in this order. */
export interface SearchNavSection {
  title: string;
  /** Path the section starts at; a page belongs to the section with the longest matching link. */
  link: string;
}

/**
 * One props-table row, or several charts' identical rows: `[path, description, chartSet]`
 * (`['legend.position', 'Where the legend sits.', 3]`). chartSet indexes SearchOptionIndex.chartSets.
 */
export type SearchOptionRow = [path: string, description: string, chartSet: number];

/**
 * Every row of every chart's props table (own and common options, nested
 * paths included), each distinct row once with the charts that show it.
 */
export interface SearchOptionIndex {
  /** Chart pages with a props table, `/api/line`; a row shows on the first of its charts by default. */
  pages: string[];
  /** Sets of chart pages (indices into `pages`, ascending), shared by the rows that name them. */
  chartSets: number[][];
  rows: SearchOptionRow[];
}

/** The single index file fetched on the first search; also the `generate-metadata` payload. */
export interface SearchIndex {
  routes: SearchRoute[];
  demos: SearchDemo[];
  nav: SearchNavSection[];
  /** Props-table rows; absent where the site has no props tables. */
  options?: SearchOptionIndex;
}

/** A piece of a title or snippet, highlighted when it matched a keyword. */
export interface HighlightText {
  text: string;
  highlighted: boolean;
}

export type SearchHintType = 'page' | 'title' | 'content' | 'demo' | 'option';

/** Search hint entity (SPEC section 3). */
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
