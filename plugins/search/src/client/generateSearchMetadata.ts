import {toPropAnchorId} from '@site/plugins/chart-docs/src/client';
import type {SearchDemo, SearchIndex, SearchNavSection, SearchOptionIndex} from './types';
import {foldCached} from './matchTerms';
import {foldCase} from './parseKeywords';
import {buildTextCorpus, type TextCorpus} from './textCorpus';
import {buildVocabulary, type Vocabulary} from './vocabulary';

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
  /** Path and description case-folded once (they are scanned on every query). */
  foldedPath: string;
  foldedDescription: string;
}

export interface SearchMetadata {
  pages: PageMetadata[];
  options: OptionMetadata[];
  /** Links of the chart pages with a props table. */
  chartPages: string[];
  /** The words of the index, for typo and compound forms of the typed words. */
  vocabulary: Vocabulary;
  /** Every text the ranking matches, folded, for finding the texts a query can match at all. */
  corpus: TextCorpus;
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
    foldedPath: foldCase(path),
    foldedDescription: foldCase(description),
  }));
}

/** Every text the ranking matches (and the vocabulary is made of). */
function* indexTexts(pages: readonly PageMetadata[], options: readonly OptionMetadata[]): Generator<string> {
  for (const page of pages) {
    yield page.title;
    yield page.description;
    for (const section of page.sections) {
      yield section.title;
      yield* section.paragraphs;
    }
    for (const demo of page.demos) {
      yield demo.title;
      yield demo.description;
      // As the ranking matches them: one text.
      yield demo.keywords.join(', ');
    }
  }
  for (const option of options) {
    yield option.path;
    yield option.description;
  }
}

function* titleTexts(pages: readonly PageMetadata[]): Generator<string> {
  for (const page of pages) {
    yield page.title;
    for (const section of page.sections) yield section.title;
    for (const demo of page.demos) yield demo.title;
  }
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
 * one list of pages, its props-table rows, and the vocabulary; built once per
 * visit (in the worker).
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
  const texts = [...indexTexts(pages, options)];
  return {
    pages,
    options,
    chartPages: optionIndex?.pages ?? [],
    vocabulary: buildVocabulary(texts, titleTexts(pages)),
    corpus: buildTextCorpus(texts.map((text) => foldCached(text))),
  };
}
