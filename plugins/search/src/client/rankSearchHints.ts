import {SEARCH_WEIGHTS, SECTION_ORDER_FACTOR} from './constants';
import {collectOptionHints} from './collectOptionHints';
import {expandKeywords} from './expandKeywords';
import type {PageMetadata, SearchMetadata} from './generateSearchMetadata';
import {matchTerms, scoreTerms, termNeedles, type QueryMatch} from './matchTerms';
import {findTextsWithAny} from './textCorpus';
import {toSearchHint, type HintCandidate} from './hintCandidate';
import {parseKeywords} from './parseKeywords';
import {withoutStopWords} from './synonyms';
import type {SearchResultGroup} from './types';

/** A group shows at most this many hints, the whole result at most MAX_HINTS. */
export const MAX_HINTS_PER_GROUP = 10;
export const MAX_HINTS = 40;

export interface HintLimits {
  perGroup: number;
  total: number;
}

/** The search box's list. */
export const LIST_LIMITS: HintLimits = {perGroup: MAX_HINTS_PER_GROUP, total: MAX_HINTS};
/**
 * The all-results page (`/search?q=`): every result, bounded only so that a
 * one-letter query does not render thousands of links.
 */
export const ALL_RESULTS_LIMITS: HintLimits = {perGroup: 500, total: 1000};

/**
 * Every hint one page yields: its title, its sections (heading or text), its
 * demos. Priorities (page title 100, heading or demo title
 * 10, content 1) count each term once, in its best field, times its match
 * quality (see scoreTerms).
 */
export function collectPageHints(page: PageMetadata, query: QueryMatch): HintCandidate[] {
  const {terms} = query;
  const hints: HintCandidate[] = [];
  const base = {pageTitle: page.title};

  // The description (the page's summary in search engines) counts as content of the page itself.
  const pageTitleWords = matchTerms(page.title, query);
  const descriptionWords = matchTerms(page.description, query);
  if (pageTitleWords.size > 0 || descriptionWords.size > 0) {
    const intro = page.sections.find((s) => s.title === '')?.paragraphs ?? [];
    const candidates = [page.description, ...intro].filter(Boolean);
    const body = candidates.find((text) => matchTerms(text, query).size > 0) ?? candidates[0] ?? '';
    hints.push({
      ...base,
      type: 'page',
      link: page.link,
      priority: scoreTerms(terms, [
        [pageTitleWords, SEARCH_WEIGHTS.pageTitle],
        [descriptionWords, SEARCH_WEIGHTS.content],
      ]),
      title: page.title,
      body: body,
    });
  }

  for (const section of page.sections) {
    const titleWords = section.title ? matchTerms(section.title, query) : new Map<string, number>();
    let paragraph: string | undefined;
    let paragraphWords = new Map<string, number>();
    for (const text of section.paragraphs) {
      const found = matchTerms(text, query);
      if (found.size > 0) {
        paragraph = text;
        paragraphWords = found;
        break;
      }
    }
    const displayTitle = section.title || page.title;
    if (paragraph !== undefined) {
      hints.push({
        ...base,
        type: 'content',
        link: section.link,
        priority: scoreTerms(terms, [
          [titleWords, SEARCH_WEIGHTS.title],
          [paragraphWords, SEARCH_WEIGHTS.content],
        ]),
        title: displayTitle,
        body: paragraph,
      });
    } else if (titleWords.size > 0) {
      hints.push({
        ...base,
        type: 'title',
        link: section.link,
        priority: scoreTerms(terms, [[titleWords, SEARCH_WEIGHTS.title]]),
        title: displayTitle,
        body: section.paragraphs[0] ?? '',
      });
    }
  }

  for (const demo of page.demos) {
    const keywordText = demo.keywords.join(', ');
    const titleWords = matchTerms(demo.title, query);
    const descriptionWords = matchTerms(demo.description, query);
    const keywordWords = matchTerms(keywordText, query);
    if (titleWords.size + descriptionWords.size + keywordWords.size === 0) {
      continue;
    }
    const body = descriptionWords.size > 0 || keywordWords.size === 0 ? demo.description : `Keywords: ${keywordText}`;
    hints.push({
      ...base,
      type: 'demo',
      link: demo.link,
      priority: scoreTerms(terms, [
        [titleWords, SEARCH_WEIGHTS.title],
        [descriptionWords, SEARCH_WEIGHTS.content],
        [keywordWords, SEARCH_WEIGHTS.content],
      ]),
      title: demo.title,
      body: body,
    });
  }
  return hints;
}

/**
 * Higher priority first; on a tie the shorter title (the closer match: `Line`
 * before `Tiny Line`), then the shorter page title; then index order.
 */
function compareHints(a: HintCandidate, b: HintCandidate): number {
  return b.priority - a.priority || a.title.length - b.title.length || a.pageTitle.length - b.pageTitle.length;
}

/**
 * Order of result groups: grouped by navigation section, ordered by priority
 * with the section order as tie-break (SECTION_ORDER_FACTOR is 1000):
 *
 *   groupRank = groupPriority * SECTION_ORDER_FACTOR - sectionOrder   (higher first)
 *
 * where groupPriority is the group's best hint priority and sectionOrder the
 * section's position in the navigation (Home 0, Guide 1, API 2, Changelog 3).
 * Section order is the tie-breaker, kept below one priority step by the
 * factor: the group holding the best match comes first (`line` puts the API
 * group, with the `Line` page, first), and groups whose best matches are
 * equally good follow the navigation order. Ranking by section first would
 * put the home page's passing mention of a word above the page named by it.
 */
export function groupRank(group: Pick<SearchResultGroup, 'priority' | 'sectionOrder'>): number {
  return group.priority * SECTION_ORDER_FACTOR - group.sectionOrder;
}

/**
 * `get-search-result`: the hints for a query, grouped by navigation section
 * and ranked. Empty query, no hints. Pure; runs in the worker or, where
 * workers are unavailable, on the main thread.
 */
export function rankSearchHints(
  metadata: SearchMetadata,
  keywords: string,
  limits: HintLimits = LIST_LIMITS,
): SearchResultGroup[] {
  const words = withoutStopWords(parseKeywords(keywords));
  if (words.length === 0) {
    return [];
  }
  const terms = expandKeywords(words, metadata.vocabulary);
  const needles = termNeedles(terms);
  const query: QueryMatch = {
    terms,
    candidates: {holding: findTextsWithAny(metadata.corpus, needles), known: metadata.corpus.known},
  };
  const pagesByLink = new Map(metadata.pages.map((page) => [page.link, page]));
  type CandidateGroup = Omit<SearchResultGroup, 'hints'> & {hints: HintCandidate[]};
  const groups = new Map<string, CandidateGroup>();
  const addHints = (page: PageMetadata, hints: HintCandidate[]) => {
    if (hints.length === 0) {
      return;
    }
    let group = groups.get(page.navTitle);
    if (!group) {
      group = {title: page.navTitle, sectionOrder: page.navOrder, priority: 0, hints: []};
      groups.set(page.navTitle, group);
    }
    group.hints.push(...hints);
  };
  for (const page of metadata.pages) {
    addHints(page, collectPageHints(page, query));
  }
  for (const hint of collectOptionHints(metadata, pagesByLink, query)) {
    const page = pagesByLink.get(hint.link.replace(/#.*$/, ''));
    if (page) addHints(page, [hint]);
  }

  const ranked = [...groups.values()].map((group) => {
    const seen = new Set<string>();
    // One hint per link: the best one (a page hint beats its own intro text).
    const hints = [...group.hints].sort(compareHints).filter((hint) => !seen.has(hint.link) && seen.add(hint.link));
    return {...group, priority: hints[0].priority, hints: hints.slice(0, limits.perGroup)};
  });
  ranked.sort((a, b) => groupRank(b) - groupRank(a));

  let remaining = limits.total;
  return ranked
    .map((group) => {
      const hints = group.hints.slice(0, Math.max(remaining, 0));
      remaining -= hints.length;
      return {...group, hints: hints.map((hint) => toSearchHint(hint, needles))};
    })
    .filter((group) => group.hints.length > 0);
}
