import {toPropAnchorId} from '@site/plugins/chart-docs/src/client';
import MiniSearch, {type SearchOptions} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {SEARCH_BOOST} from './constants';
import type {ParsedQuery, QueryWord, Vocabulary} from './parseQuery';
import {SYNONYM_QUALITY} from './synonyms';
import {tokenize} from './terms';
import type {SearchDemo, SearchIndex, SearchNavSection} from './types';

/** The text under one heading of a page (title empty before the first one); link with `#id` for a heading. */
export interface SectionMetadata {
  title: string;
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

/** A props-table row (`legend.position`, anchor `#prop-{path}`) and the chart pages that show it. */
export interface OptionMetadata {
  path: string;
  description: string;
  charts: readonly string[];
}

/**
 * One MiniSearch document: a page (title, description, slug), a section (heading, paragraphs), a
 * demo (title, description and keywords, id) or a distinct props-table row (path, description).
 * `key` holds the names people copy from a URL: a chart's slug (`dual-axes`), a demo id (`line-basic`).
 */
export type SearchDoc = {id: number; title: string; text: string; key: string; page: number} & (
  | {kind: 'page'}
  | {kind: 'section'; section: SectionMetadata}
  | {kind: 'demo'; demo: SearchDemo}
  | {kind: 'option'; option: OptionMetadata}
);

export interface SearchMetadata {
  pages: PageMetadata[];
  options: OptionMetadata[];
  /** Links of the chart pages with a props table. */
  chartPages: string[];
  docs: SearchDoc[];
  engine: MiniSearch<SearchDoc>;
  /** Every indexed term: a typed word the site does not use is completed or corrected against it. */
  vocabulary: Vocabulary;
}

/** The anchor of a props-table row on its chart page (the id PropsTable gives it). */
export function optionLink(chartPage: string, path: string): string {
  return `${chartPage}#${toPropAnchorId(path)}`;
}

/** Section of pages that belong to no navigation section (it sorts after all of them). */
export const OTHER_SECTION_TITLE = 'Other';

/** The navigation section whose link is the longest prefix of the path (`/` only holds the home page). */
export function findNavSection(
  path: string,
  nav: readonly SearchNavSection[],
  otherTitle = OTHER_SECTION_TITLE,
): {title: string; order: number} {
  let found = {title: otherTitle, order: nav.length, length: -1};
  nav.forEach((section, order) => {
    const matches = section.link === '/' ? path === '/' : path === section.link || path.startsWith(`${section.link}/`);
    if (matches && section.link.length > found.length)
      found = {title: section.title, order, length: section.link.length};
  });
  return {title: found.title, order: found.order};
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * `generate-metadata`: the index's routes, demos and navigation joined into pages, its option rows,
 * and the MiniSearch index of all of them (built once per visit, in the worker).
 */
export function generateSearchMetadata({
  routes,
  demos,
  nav,
  otherTitle,
  options: optionIndex,
}: SearchIndex): SearchMetadata {
  const pages = routes.map((route): PageMetadata => {
    const section = findNavSection(route.path, nav, otherTitle);
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
      demos: demos.filter((demo) => demo.routePath === route.path),
    };
  });
  const sets = optionIndex?.chartSets.map((set) => set.map((chart) => optionIndex.pages[chart]).filter(Boolean));
  const options = (optionIndex?.rows ?? []).map(([path, description, set]) => ({
    path,
    description,
    charts: sets?.[set] ?? [],
  }));

  const docs: SearchDoc[] = [];
  const add = (doc: DistributiveOmit<SearchDoc, 'id'>) => docs.push({...doc, id: docs.length} as SearchDoc);
  pages.forEach((page, index) => {
    const slug = page.link.split('/').filter(Boolean).pop() ?? '';
    add({kind: 'page', page: index, title: page.title, text: page.description, key: slug});
    for (const section of page.sections) {
      add({kind: 'section', page: index, section, title: section.title, text: section.paragraphs.join('\n'), key: ''});
    }
    for (const demo of page.demos) {
      const text = `${demo.description}\n${demo.keywords.join(', ')}`;
      add({kind: 'demo', page: index, demo, title: demo.title, text, key: demo.id});
    }
  });
  for (const option of options)
    add({kind: 'option', page: -1, option, title: option.path, text: option.description, key: ''});

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

/** How one document matched a query: MiniSearch's score per typed word, and the index terms it matched. */
export interface DocMatch {
  /** Query word index -> best score of the word (its own terms or its synonyms) in this document. */
  words: Map<number, number>;
  /** Query word indices matched in the title or key (path, heading, demo title, slug). */
  titleWords: Set<number>;
  /** Whether a word matched in its text (a heading's paragraphs, not only its title). */
  inText: boolean;
  /** The document's terms that matched: what its snippet marks. */
  terms: Set<string>;
}

/** The query is already split and stemmed like the index (parseQuery): each term goes in as it is. */
const SEARCH_OPTIONS: SearchOptions = {tokenize: (term) => [term], processTerm: (term) => term, boost: SEARCH_BOOST};

function searchWord(metadata: SearchMetadata, word: QueryWord, synonym: boolean) {
  const weights = new Map<string, number>();
  if (synonym) for (const term of word.synonyms) weights.set(term, SYNONYM_QUALITY);
  else for (const term of word.terms) weights.set(term, 1);
  if (!synonym && word.correction && !weights.has(word.correction[0])) weights.set(...word.correction);
  if (weights.size === 0) return [];
  return metadata.engine.search(
    {combineWith: 'OR', queries: [...weights.keys()]},
    {...SEARCH_OPTIONS, boostTerm: (term) => weights.get(term) ?? 1},
  );
}

/**
 * Every document that matched a word of the query, searched word by word (its own terms and
 * correction, then its synonyms at SYNONYM_QUALITY), so the ranking knows which words each holds.
 */
export function scoreDocuments(metadata: SearchMetadata, query: ParsedQuery): Map<number, DocMatch> {
  const found = new Map<number, DocMatch>();
  query.words.forEach((word, index) => {
    for (const synonym of [false, true]) {
      for (const result of searchWord(metadata, word, synonym)) {
        const id = result.id as number;
        const match = found.get(id) ?? {words: new Map(), titleWords: new Set(), inText: false, terms: new Set()};
        found.set(id, match);
        match.words.set(index, Math.max(match.words.get(index) ?? 0, result.score));
        for (const [term, fields] of Object.entries(result.match)) {
          match.terms.add(term);
          if (fields.includes('title') || fields.includes('key')) match.titleWords.add(index);
          if (fields.includes('text')) match.inText = true;
        }
      }
    }
  });
  return found;
}
