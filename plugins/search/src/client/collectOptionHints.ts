import {RANKING} from './constants';
import {
  optionLink,
  type DocMatch,
  type OptionMetadata,
  type PageMetadata,
  type SearchMetadata,
} from './generateSearchMetadata';
import type {HintCandidate} from './highlightText';
import {coverage, type ParsedQuery} from './parseQuery';
import {splitChunks, stem, tokenize} from './terms';

/** A chart page the query names (`pie` in `pie legend`): query word index -> the page's score for it. */
export interface NamedChart {
  page: PageMetadata;
  words: Map<number, number>;
}

/**
 * The chart pages whose every title word is typed (`pie legend` names Pie, `dual axes legend`,
 * `dualaxes` and `dual-axes` name Dual Axes, `line` names Line but not Tiny Line). Synonyms never
 * name a chart.
 */
export function findNamedCharts(
  metadata: SearchMetadata,
  query: ParsedQuery,
  matches: ReadonlyMap<number, DocMatch>,
): NamedChart[] {
  const chartLinks = new Set(metadata.chartPages);
  const named: NamedChart[] = [];
  for (const doc of metadata.docs) {
    if (doc.kind !== 'page' || !chartLinks.has(metadata.pages[doc.page].link)) continue;
    const titleWords = splitChunks(doc.title).map((word) => tokenize(word));
    const whole = new Set([...tokenize(doc.title, 'title'), doc.key]);
    const words = new Map<number, number>();
    const covered = new Set<number>();
    query.words.forEach((word, index) => {
      const at = titleWords.findIndex((terms) => word.terms.some((term) => terms.includes(term)));
      const isWhole = word.terms.some((term) => whole.has(term) && !titleWords.some((terms) => terms.includes(term)));
      if (at === -1 && !isWhole) return;
      if (isWhole) titleWords.forEach((_, i) => covered.add(i));
      else covered.add(at);
      words.set(index, matches.get(doc.id)?.words.get(index) ?? 0);
    });
    if (words.size > 0 && covered.size === titleWords.length) named.push({page: metadata.pages[doc.page], words});
  }
  return named;
}

/** How far below its parent a row ranks when the query does not name its leaf: a child a little, a deep row more. */
function depthFactor(path: string): number {
  const segments = path.split('.');
  if (segments.length >= 3 || segments.slice(0, -1).some((segment) => /style$/i.test(segment))) {
    return RANKING.deepOptionFactor;
  }
  return segments.length === 2 ? RANKING.childOptionFactor : 1;
}

/**
 * Whether the matched words spell the row's whole path (`legend.position`, `label offset`, `legnd`)
 * and it holds every query word but chart names and task verbs (`legend position` names `legend.position`, not `legend`).
 */
function namesPath(
  option: OptionMetadata,
  terms: ReadonlySet<string>,
  query: ParsedQuery,
  naming: ReadonlySet<number>,
): boolean {
  const path = option.path.toLowerCase();
  if (!terms.has(path) && !path.split('.').every((segment) => terms.has(segment))) return false;
  const segments = new Set([path, ...path.split('.').flatMap((segment) => [segment, stem(segment)])]);
  return query.words.every(
    (word, index) =>
      naming.has(index) ||
      word.verb ||
      word.known === false ||
      [...word.terms, ...(word.correction ? [word.correction[0]] : [])].some((term) => segments.has(term)),
  );
}

/** Whether the query names the row's own leaf as a whole (`rotate` for `xAxis.label.rotate`; `bottom` is no name of `itemMarginBottom`). */
function namesLeaf(option: OptionMetadata, query: ParsedQuery): boolean {
  const folded = (option.path.split('.').pop() ?? '').toLowerCase();
  const leaf = new Set([folded, stem(folded)]);
  return query.words.some((word) => [...word.terms, ...word.synonyms].some((term) => leaf.has(term)));
}

/**
 * Hints for a props-table row: once, on its first chart (Line when Line has it), unless the query
 * names charts that show it: then once per named chart, the naming words scored as that page's (`pie
 * legend` puts Pie's `legend` row above the Pie page). A row matched only by the naming words is left
 * out; for a task a row counts only when its own words cover most of the query.
 */
export function optionHints(
  option: OptionMetadata,
  match: DocMatch,
  query: ParsedQuery,
  named: readonly NamedChart[],
  pagesByLink: ReadonlyMap<string, PageMetadata>,
): HintCandidate[] {
  const targets = named.filter((chart) => option.charts.includes(chart.page.link));
  const naming = new Set(targets.flatMap((chart) => [...chart.words.keys()]));
  const own = [...match.words.entries()].filter(([index]) => !naming.has(index));
  if (own.length === 0) return [];
  const ownScore = own.reduce((sum, [, score]) => sum + score, 0);
  // A task's words all count (`line` in `add a reference line` is no chart name there).
  const ownMatched = new Set(own.map(([index]) => index));
  const share = query.task ? coverage(query, ownMatched) : own.length / Math.max(query.words.length - naming.size, 1);
  let priority = ownScore * share ** 2;
  if (query.task && share < RANKING.taskOptionCoverage) priority *= RANKING.taskOptionFactor;
  if (namesPath(option, match.terms, query, naming)) priority *= RANKING.namedOptionFactor;
  else if (!namesLeaf(option, query)) priority *= depthFactor(option.path);
  // On a chart the query names, its naming words count as matched, scored as that chart page's.
  const withNaming = (base: number, words: ReadonlyMap<number, number>) => {
    if (words.size === 0) return base;
    const namingScore = [...words.values()].reduce((sum, score) => sum + score, 0);
    return base * ((ownScore + namingScore) / ownScore) * ((own.length + words.size) / own.length) ** 2;
  };
  const shown = targets.length > 0 ? targets : [{page: pagesByLink.get(option.charts[0]), words: new Map()}];
  return shown.flatMap(({page, words}) =>
    page
      ? [
          {
            type: 'option' as const,
            link: optionLink(page.link, option.path),
            pageTitle: page.title,
            priority: withNaming(priority, words),
            title: option.path,
            body: () => option.description,
            terms: match.terms,
          },
        ]
      : [],
  );
}
