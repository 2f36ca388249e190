import {SEARCH_WEIGHTS, SECTION_ORDER_FACTOR} from '@site/src/constants';
import type {PageMetadata, SearchMetadata} from './generateSearchMetadata';
import {buildSnippet, findMatchRanges, highlightText, matchedWords} from './highlightText';
import {parseKeywords} from './parseKeywords';
import type {SearchHint, SearchResultGroup} from './types';

/** A group shows at most this many hints, the whole result at most MAX_HINTS. */
export const MAX_HINTS_PER_GROUP = 10;
export const MAX_HINTS = 40;

/**
 * Priority of a hint: every query word counts once, with the weight of the
 * best field it was found in (page title 100, heading or demo title 10,
 * content 1). `fields` go from the heaviest to the lightest.
 */
function scoreWords(words: readonly string[], fields: ReadonlyArray<[Set<string>, number]>): number {
  let priority = 0;
  for (const word of words) {
    const field = fields.find(([found]) => found.has(word));
    priority += field ? field[1] : 0;
  }
  return priority;
}

const EMPTY = new Set<string>();

function hasMatch(text: string, words: readonly string[]): boolean {
  return findMatchRanges(text, words).length > 0;
}

/** Every hint one page yields: its title, its sections (heading or text), its demos. */
export function collectPageHints(page: PageMetadata, words: readonly string[]): SearchHint[] {
  const hints: SearchHint[] = [];
  const base = {pageTitle: page.title};

  const pageTitleWords = matchedWords(page.title, words);
  if (pageTitleWords.size > 0) {
    const intro = page.sections.find((s) => s.title === '')?.paragraphs ?? [];
    const candidates = [page.description, ...intro].filter(Boolean);
    const body = candidates.find((text) => hasMatch(text, words)) ?? candidates[0] ?? '';
    hints.push({
      ...base,
      type: 'page',
      link: page.link,
      priority: scoreWords(words, [[pageTitleWords, SEARCH_WEIGHTS.pageTitle]]),
      highlightTitleTexts: highlightText(page.title, words),
      highlightTexts: buildSnippet(body, words),
    });
  }

  for (const section of page.sections) {
    const titleWords = section.title ? matchedWords(section.title, words) : EMPTY;
    const paragraph = section.paragraphs.find((text) => hasMatch(text, words));
    const displayTitle = section.title || page.title;
    if (paragraph !== undefined) {
      hints.push({
        ...base,
        type: 'content',
        link: section.link,
        priority: scoreWords(words, [
          [titleWords, SEARCH_WEIGHTS.title],
          [matchedWords(paragraph, words), SEARCH_WEIGHTS.content],
        ]),
        highlightTitleTexts: highlightText(displayTitle, words),
        highlightTexts: buildSnippet(paragraph, words),
      });
    } else if (titleWords.size > 0) {
      hints.push({
        ...base,
        type: 'title',
        link: section.link,
        priority: scoreWords(words, [[titleWords, SEARCH_WEIGHTS.title]]),
        highlightTitleTexts: highlightText(displayTitle, words),
        highlightTexts: buildSnippet(section.paragraphs[0] ?? '', words),
      });
    }
  }

  for (const demo of page.demos) {
    const keywordText = demo.keywords.join(', ');
    const titleWords = matchedWords(demo.title, words);
    const descriptionWords = matchedWords(demo.description, words);
    const keywordWords = matchedWords(keywordText, words);
    if (titleWords.size + descriptionWords.size + keywordWords.size === 0) {
      continue;
    }
    const body = descriptionWords.size > 0 || keywordWords.size === 0 ? demo.description : `Keywords: ${keywordText}`;
    hints.push({
      ...base,
      type: 'demo',
      link: demo.link,
      priority: scoreWords(words, [
        [titleWords, SEARCH_WEIGHTS.title],
        [new Set([...descriptionWords, ...keywordWords]), SEARCH_WEIGHTS.content],
      ]),
      highlightTitleTexts: highlightText(demo.title, words),
      highlightTexts: buildSnippet(body, words),
    });
  }
  return hints;
}

function titleLength(hint: SearchHint): number {
  return hint.highlightTitleTexts.reduce((length, segment) => length + segment.text.length, 0);
}

/** Higher priority first; on a tie the shorter title (the closer match: `Line` before `Tiny Line`); then index order. */
function compareHints(a: SearchHint, b: SearchHint): number {
  return b.priority - a.priority || titleLength(a) - titleLength(b);
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
export function rankSearchHints(metadata: SearchMetadata, keywords: string): SearchResultGroup[] {
  const words = parseKeywords(keywords);
  if (words.length === 0) {
    return [];
  }
  const groups = new Map<string, SearchResultGroup>();
  for (const page of metadata) {
    const hints = collectPageHints(page, words);
    if (hints.length === 0) {
      continue;
    }
    let group = groups.get(page.navTitle);
    if (!group) {
      group = {title: page.navTitle, sectionOrder: page.navOrder, priority: 0, hints: []};
      groups.set(page.navTitle, group);
    }
    group.hints.push(...hints);
  }

  const ranked = [...groups.values()].map((group) => {
    const seen = new Set<string>();
    // One hint per link: the best one (a page hint beats its own intro text).
    const hints = [...group.hints].sort(compareHints).filter((hint) => !seen.has(hint.link) && seen.add(hint.link));
    return {...group, priority: hints[0].priority, hints: hints.slice(0, MAX_HINTS_PER_GROUP)};
  });
  ranked.sort((a, b) => groupRank(b) - groupRank(a));

  let remaining = MAX_HINTS;
  return ranked
    .map((group) => {
      const hints = group.hints.slice(0, Math.max(remaining, 0));
      remaining -= hints.length;
      return {...group, hints};
    })
    .filter((group) => group.hints.length > 0);
}
