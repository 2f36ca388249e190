import {toPropAnchorId} from '@site/plugins/chart-docs/src/client';
import type {SearchDemo, SearchIndex, SearchNavSection, SearchOptionIndex} from './types';
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type {Vocabulary} from './parseQuery';
import {buildSearchDocs, type SearchDoc} from './searchDocs';
import {tokenize} from './terms';

/** A searchable part of a page: the text under one heading, or before the first one. */
export interface SectionMetadata {
  /** Heading title; empty for the text before the first heading. */
  title: string;
  /** Page link, with `#id` for a heading. */
  link: string;
  paragraphs: string[];
}

/** A page as the search sees it, with its navigation section resolved. */
export interface PageMetadata {
  link: string;
  title: string;
  description: string;
  navTitle: string;
  navOrder: number;
  sections: SectionMetadata[];
  demos: SearchDemo[];
}

/** A props-table row and the chart pages that show it (the first shows it when the query names none). */
export interface OptionMetadata {
  /** `legend.position`; the row's anchor is `#prop-{path}`. */
  path: string;
  description: string;
  charts: readonly string[];
}

export interface SearchMetadata {
  pages: PageMetadata[];
  options: OptionMetadata[];
  /** Links of the chart pages with a props table. */
  chartPages: string[];
  /** What MiniSearch indexes: one document per page, section, demo and distinct option row. */
  docs: SearchDoc[];
  engine: MiniSearch<SearchDoc>;
  /** Every indexed term: a typed word the site does not use is completed or corrected against it. */
  vocabulary: Vocabulary;
}

/** The anchor of a props-table row on its chart page (the id PropsTable gives it). */
export function optionLink(chartPage: string, path: string): string {
  return `${chartPage}#${toPropAnchorId(path)}`;
}

function readOptions(index: SearchOptionIndex | undefined): OptionMetadata[] {
  if (!index) return [];
  const sets = index.chartSets.map((set) => set.map((chart) => index.pages[chart]).filter(Boolean));
  return index.rows.map(([path, description, set]) => ({
    path,
    description,
    charts: sets[set] ?? [],
  }));
}

/** Section of pages that belong to no navigation section (it sorts after all of them). */
export const OTHER_SECTION_TITLE = 'Other';

/**
 * The navigation section of a path: the one whose link is the longest prefix
 * of it (`/api/line` is in `/api`, `/` only holds the home page itself).
 */
export function findNavSection(path: string, nav: readonly SearchNavSection[]): {title: string; order: number} {
  let best: {title: string; order: number; length: number} | null = null;
  nav.forEach((section, order) => {
    const matches = section.link === '/' ? path === '/' : path === section.link || path.startsWith(`${section.link}/`);
    if (matches && (!best || section.link.length > best.length)) {
      best = {title: section.title, order, length: section.link.length};
    }
  });
  const found = best as {title: string; order: number} | null;
  return found ? {title: found.title, order: found.order} : {title: OTHER_SECTION_TITLE, order: nav.length};
}

/**
 * `generate-metadata`: the index's routes, demos and navigation joined into
 * one list of pages, its props-table rows, and the MiniSearch index of all of them;
 * built once per visit (in the worker).
 */
export function generateSearchMetadata({routes, demos, nav, options: optionIndex}: SearchIndex): SearchMetadata {
  const demosByRoute = new Map<string, SearchDemo[]>();
  for (const demo of demos) {
    demosByRoute.set(demo.routePath, [...(demosByRoute.get(demo.routePath) ?? []), demo]);
  }
  const pages = routes.map((route): PageMetadata => {
    const section = findNavSection(route.path, nav);
    return {
      link: route.path,
      title: route.title,
      description: route.description ?? '',
      navTitle: section.title,
      navOrder: section.order,
      sections: route.sections.map((s) => ({
        title: s.heading?.title ?? '',
        link: s.heading ? `${route.path}#${s.heading.id}` : route.path,
        paragraphs: s.paragraphs,
      })),
      demos: demosByRoute.get(route.path) ?? [],
    };
  });
  const options = readOptions(optionIndex);
  const docs = buildSearchDocs(pages, options);
  const vocabulary: Vocabulary = new SearchableMap();
  const engine = new MiniSearch<SearchDoc>({
    fields: ['title', 'text', 'key'],
    tokenize: (text, field) => {
      const terms = tokenize(text, field);
      for (const term of terms) vocabulary.update(term, (uses = 0) => uses + 1);
      return terms;
    },
    processTerm: (term) => term,
  });
  engine.addAll(docs);
  return {pages, options, chartPages: optionIndex?.pages ?? [], docs, engine, vocabulary};
}
