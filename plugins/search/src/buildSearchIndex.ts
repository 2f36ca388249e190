import type {SearchIndex, SearchNavSection, SearchRoute} from './types';
import {collectDemoEntries, type DemoLike} from './collectDemoEntries';

export interface SearchIndexParts {
  /** Routes of every source; a later route replaces an earlier one with the same path. */
  routes: SearchRoute[];
  demos: DemoLike[];
  nav: SearchNavSection[];
  warn?: (message: string) => void;
}

/**
 * Assembles the one index file as a plain value: routes (deduplicated by
 * path, sorted for a stable file), demos linked to the pages that render
 * them, and the navigation sections.
 */
export function buildSearchIndex({routes, demos, nav, warn}: SearchIndexParts): SearchIndex {
  const byPath = new Map<string, SearchRoute>();
  for (const route of routes) {
    byPath.set(route.path, route);
  }
  const uniqueRoutes = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    routes: uniqueRoutes,
    demos: collectDemoEntries(demos, new Set(byPath.keys()), warn),
    nav,
  };
}

/** Compact JSON: the file is downloaded on the first search, every byte counts. */
export function serializeSearchIndex(index: SearchIndex): string {
  return JSON.stringify(index);
}
