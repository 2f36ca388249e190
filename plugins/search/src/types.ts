/**
 * Shapes of the search index this plugin emits (`search-index.json`). The
 * browser (worker, SearchBar) imports them from here. Types only: nothing
 * here may import Node or browser APIs.
 */

/** A heading of a page, as its table of contents lists it. */
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

/** One demo (its id, title, description and keywords) and where it is rendered. */
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

/** The single index file fetched on the first search; also the `generate-metadata` payload. */
export interface SearchIndex {
  routes: SearchRoute[];
  demos: SearchDemo[];
  nav: SearchNavSection[];
}
