import {RANKING, SECTION_ORDER_FACTOR} from './constants';
import {findNamedCharts, optionHints, type NamedChart} from './collectOptionHints';
import {
  scoreDocuments,
  type DocMatch,
  type PageMetadata,
  type SearchDoc,
  type SearchMetadata,
} from './generateSearchMetadata';
import {findWordRanges, toSearchHint, type HintCandidate} from './highlightText';
import {coverage, parseQuery, type ParsedQuery} from './parseQuery';
import type {SearchResultGroup} from './types';

export interface HintLimits {
  perGroup: number;
  total: number;
}

/** The search box's list: at most 10 hints a group, 40 in all. */
export const MAX_HINTS_PER_GROUP = 10;
export const LIST_LIMITS: HintLimits = {perGroup: MAX_HINTS_PER_GROUP, total: 40};
/** The all-results page (`/search?q=`): bounded only so a one-letter query does not render thousands of links. */
export const ALL_RESULTS_LIMITS: HintLimits = {perGroup: 500, total: 1000};

/** The first text holding a matched word, else the first text. */
function firstMatching(texts: readonly string[], terms: ReadonlySet<string>): string {
  return texts.find((text) => findWordRanges(text, terms).length > 0) ?? texts[0] ?? '';
}

/**
 * A page, section or demo as a hint: MiniSearch's score summed over the query words it matched,
 * times its share of the query squared (a result holding every word beats one holding the rarest),
 * times RANKING.taskAnswerFactor when the query is a task whose words it mostly covers; a chart
 * page the query names (`pie` in `pie legend`) as much as a row it names.
 */
function documentHint(
  doc: SearchDoc,
  page: PageMetadata,
  match: DocMatch,
  query: ParsedQuery,
  named: NamedChart | undefined,
): HintCandidate {
  if (named && doc.kind !== 'page') {
    // On a chart page the query names, the words naming it count as matched (`stacked column`).
    match = {
      ...match,
      words: new Map([...named.words, ...match.words]),
      titleWords: new Set([...named.words.keys(), ...match.titleWords]),
    };
  }
  const share = coverage(query, match.words);
  let priority = [...match.words.values()].reduce((sum, score) => sum + score, 0) * share ** 2;
  if (query.task && share >= RANKING.taskOptionCoverage) priority *= RANKING.taskAnswerFactor;
  if (match.titleWords.size === query.words.length) priority *= RANKING.titleCoverageFactor;
  // Its slug or id typed as it is (`pie-donut`, `dual-axes`): what the reader copied, so first.
  const key = doc.key.toLowerCase();
  if (key && query.words.some((word) => word.text === key)) priority *= RANKING.keyFactor;
  // The chart the query names, and nothing else (`line`, `dual-axes`): not its name as context
  // (`stacked column`, `show values on top of columns`).
  const onlyNamed = named !== undefined && named.words.size === query.words.length;
  const base = {pageTitle: page.title, priority, terms: match.terms};
  switch (doc.kind) {
    case 'page': {
      const intro = page.sections.find((section) => section.title === '')?.paragraphs ?? [];
      const body = () => firstMatching([page.description, ...intro].filter(Boolean), match.terms);
      const factor = RANKING.pageFactor * (onlyNamed ? RANKING.namedOptionFactor : 1);
      return {...base, priority: priority * factor, type: 'page', link: page.link, title: page.title, body};
    }
    case 'section': {
      const {section} = doc;
      const body = () => firstMatching(section.paragraphs, match.terms);
      const type = match.inText || !section.title ? 'content' : 'title';
      return {...base, type, link: section.link, title: section.title || page.title, body};
    }
    case 'demo': {
      const {demo} = doc;
      const body = () => {
        const keywords = demo.keywords.join(', ');
        const useKeywords = keywords && !findWordRanges(demo.description, match.terms).length;
        return useKeywords && findWordRanges(keywords, match.terms).length ? `Keywords: ${keywords}` : demo.description;
      };
      // The demos of the chart the query names show that chart: they follow its page, above other
      // pages' mentions of its name.
      const demoPriority = onlyNamed ? priority * RANKING.namedOptionFactor : priority;
      return {...base, priority: demoPriority, type: 'demo', link: demo.link, title: demo.title, body};
    }
    default:
      throw new Error(`not a page document: ${doc.kind}`);
  }
}

/** Higher priority first; on a tie the shorter title (`Line` before `Tiny Line`), then the shorter page title. */
function compareHints(a: HintCandidate, b: HintCandidate): number {
  return b.priority - a.priority || a.title.length - b.title.length || a.pageTitle.length - b.pageTitle.length;
}

/**
 * Order of result groups (higher first): the group holding the best match first (`line` puts API,
 * with the Line page, first), the navigation order only breaking ties. Ranking by section first
 * would put the home page's passing mention of a word above the page named by it.
 */
export function groupRank(group: Pick<SearchResultGroup, 'priority' | 'sectionOrder'>): number {
  return group.priority * SECTION_ORDER_FACTOR - group.sectionOrder;
}

/** The segments of every option path, case-folded (`isstack`): the names the site writes as one word. */
const OPTION_NAMES = new WeakMap<SearchMetadata, Set<string>>();

/**
 * `get-search-result`: the hints for a query, grouped by navigation section and ranked (empty query,
 * no hints). Pure: runs in the worker or, where there is none, on the main thread.
 */
export function rankSearchHints(
  metadata: SearchMetadata,
  keywords: string,
  limits: HintLimits = LIST_LIMITS,
  /** Another engine's scores, for comparing engines on the quality set (engineComparison.test.ts). */
  score: typeof scoreDocuments = scoreDocuments,
): SearchResultGroup[] {
  if (!OPTION_NAMES.has(metadata)) {
    OPTION_NAMES.set(metadata, new Set(metadata.options.flatMap((option) => option.path.toLowerCase().split('.'))));
  }
  const query = parseQuery(keywords, metadata.vocabulary, (term) => OPTION_NAMES.get(metadata)!.has(term));
  if (query.words.length === 0) return [];
  const matches = score(metadata, query);
  const named = findNamedCharts(metadata, query, matches);
  const pagesByLink = new Map(metadata.pages.map((page) => [page.link, page]));
  const groups = new Map<string, Omit<SearchResultGroup, 'hints'> & {hints: HintCandidate[]}>();
  const addHint = (page: PageMetadata, hint: HintCandidate) => {
    const group = groups.get(page.navTitle) ?? {
      title: page.navTitle,
      sectionOrder: page.navOrder,
      priority: 0,
      hints: [],
    };
    groups.set(page.navTitle, group);
    group.hints.push(hint);
  };
  for (const [id, match] of matches) {
    const doc = metadata.docs[id];
    if (doc.kind === 'option') {
      for (const hint of optionHints(doc.option, match, query, named, pagesByLink)) {
        const page = pagesByLink.get(hint.link.replace(/#.*$/, ''));
        if (page) addHint(page, hint);
      }
    } else {
      const page = metadata.pages[doc.page];
      const hint = documentHint(
        doc,
        page,
        match,
        query,
        named.find((chart) => chart.page === page),
      );
      addHint(page, hint);
      // A page whose section answers the query answers it too, just below that section (the page's
      // own hint counts instead when it ranks higher: one hint per link).
      if (doc.kind === 'section' && hint.link !== page.link) {
        addHint(page, {
          ...hint,
          type: 'page',
          link: page.link,
          title: page.title,
          priority: hint.priority * RANKING.sectionPageFactor,
          body: () => firstMatching([page.description, ...doc.section.paragraphs].filter(Boolean), match.terms),
        });
      }
    }
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
      return {...group, hints: hints.map((hint) => toSearchHint(hint))};
    })
    .filter((group) => group.hints.length > 0);
}
