import type {SearchIndex, SearchRoute} from '../types';

/**
 * What the search index holds for one page, as recorded by
 * plugins/search/scripts/record-index-baseline.mjs from a production build:
 * where the page comes from (the docs and pages plugins' metadata, which the
 * index builder receives rather than computes) and what the index kept.
 */
export interface BaselineRoute {
  kind: 'doc' | 'page' | 'changelog';
  type?: 'mdx' | 'jsx';
  source?: string;
  title?: string;
  description?: string;
  sections: number;
  headingIds: string[];
  /** Distinct lower-cased words, sorted, separated by one space. */
  words: string;
}

export interface SiteIndexBaseline {
  routes: Record<string, BaselineRoute>;
}

/** Same expression as WORD_PATTERN in record-index-baseline.mjs. */
const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

export function routeWords(route: SearchRoute): Set<string> {
  const texts = [
    route.title,
    route.description ?? '',
    ...route.sections.flatMap((section) => [section.heading?.title ?? '', ...section.paragraphs]),
  ];
  return new Set(texts.flatMap((text) => text.toLowerCase().match(WORD_PATTERN) ?? []));
}

/**
 * The words a page offers the search: its own text, and the props-table rows
 * the index shows on it (option paths and descriptions, which the index once
 * kept in the page's API section and now keeps as one entry per row).
 */
export function pageWords(index: SearchIndex, route: SearchRoute): Set<string> {
  const words = routeWords(route);
  const options = index.options;
  const page = options ? options.pages.indexOf(route.path) : -1;
  for (const [path, description, set] of options?.rows ?? []) {
    if (page !== -1 && options!.chartSets[set].includes(page)) {
      for (const word of `${path} ${description}`.toLowerCase().match(WORD_PATTERN) ?? []) {
        words.add(word);
      }
    }
  }
  return words;
}
