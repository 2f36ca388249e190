/** Shapes of the index this plugin emits (`search-index.json`); the browser imports them. Types only. */

/** A heading of a page; `id` is the anchor Docusaurus renders on it. */
export interface SearchHeading {
  id: string;
  depth: 1 | 2 | 3;
  title: string;
}

/** The plain text of a page under one heading (no heading: the text before the first one). */
export interface SearchSection {
  heading?: SearchHeading;
  paragraphs: string[];
}

/** One page: its site path (`/api/line`), title, description and sections. */
export interface SearchRoute {
  path: string;
  title: string;
  description?: string;
  sections: SearchSection[];
}

/** One demo and where it is rendered. */
export interface SearchDemo {
  id: string;
  /** `/api/{group}#demo-{id}`, `/api/{group}?tab=examples#demo-{id}` or `/guide#demo-{id}`. */
  link: string;
  /** The page it appears on (`link` without query and hash). */
  routePath: string;
  title: string;
  description: string;
  keywords: string[];
}

/** A navigation section; results are grouped by these, in this order (a page is in the longest matching link). */
export interface SearchNavSection {
  title: string;
  link: string;
}

/** One props-table row, or several charts' identical rows: `[path, description, chartSet]`. */
export type SearchOptionRow = [path: string, description: string, chartSet: number];

/** Every row of every props table (nested paths included), each distinct row once with the charts that show it. */
export interface SearchOptionIndex {
  /** Chart pages with a props table (`/api/line`); a row shows on the first of its charts by default. */
  pages: string[];
  /** Sets of chart pages (indices into `pages`, ascending), shared by the rows that name them. */
  chartSets: number[][];
  rows: SearchOptionRow[];
}

/** The one index file, fetched on the first search; also the `generate-metadata` payload. */
export interface SearchIndex {
  routes: SearchRoute[];
  demos: SearchDemo[];
  nav: SearchNavSection[];
  /** The group of pages under no navbar link, in the index's language (English when absent). */
  otherTitle?: string;
  /** Absent where the site has no props tables. */
  options?: SearchOptionIndex;
}
