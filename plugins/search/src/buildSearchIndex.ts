import type {SearchIndex, SearchNavSection, SearchOptionIndex, SearchRoute} from './types';
import {collectDemoEntries, type DemoLike} from './collectDemoEntries';

export interface SearchIndexParts {
  /** Routes of every source; a later route replaces an earlier one with the same path. */
  routes: SearchRoute[];
  demos: DemoLike[];
  nav: SearchNavSection[];
  /** Builds the props-table rows once the indexed page paths are known (only rows of indexed pages). */
  options?: (indexedPaths: ReadonlySet<string>) => SearchOptionIndex | undefined;
  warn?: (message: string) => void;
}

/**
 * Assembles the one index file as a plain value: routes (deduplicated by
 * path, sorted for a stable file), demos linked to the pages that render
 * them, the navigation sections and the props-table rows.
 */
export function buildSearchIndex({routes, demos, nav, options, warn}: SearchIndexParts): SearchIndex {
  const byPath = new Map<string, SearchRoute>();
  for (const route of routes) {
    byPath.set(route.path, route);
  }
  const uniqueRoutes = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const paths = new Set(byPath.keys());
  const optionIndex = options?.(paths);
  return {
    routes: uniqueRoutes,
    demos: collectDemoEntries(demos, paths, warn),
    nav,
    ...(optionIndex ? {options: optionIndex} : {}),
  };
}

/** Compact JSON: the file is downloaded on the first search, every byte counts. */
export function serializeSearchIndex(index: SearchIndex): string {
  return JSON.stringify(index);
}
