import {SEARCH_WEIGHTS} from './constants';
import type {SearchTerm} from './expandKeywords';
import {optionLink, type PageMetadata, type SearchMetadata} from './generateSearchMetadata';
import {foldCached, matchTerms, scoreTerms, type QueryMatch, type TermMatches} from './matchTerms';
import type {HintCandidate} from './hintCandidate';

/** A chart page the query names (`pie` in `pie legend`), with the typed words that name it. */
interface NamedChart {
  page: PageMetadata;
  words: TermMatches;
}

/**
 * The chart pages whose every title word is typed (or a typo or compound of
 * it): `pie legend` names Pie, `dual axes legend` and `dualaxes legend` name
 * Dual Axes, `line` names Line but not Tiny Line.
 */
export function findNamedCharts(pages: readonly PageMetadata[], terms: readonly SearchTerm[]): NamedChart[] {
  const named: NamedChart[] = [];
  for (const page of pages) {
    const title = foldCached(page.title);
    const titleWords = title.split(/\s+/).filter(Boolean);
    const words: TermMatches = new Map();
    for (const term of terms) {
      for (const variant of term.variants) {
        // `two y axes` finds the Dual Axes page through a synonym, but does not name the chart.
        if (variant.synonym) continue;
        if (variant.text === title || titleWords.includes(variant.text)) {
          words.set(term.word, Math.max(words.get(term.word) ?? 0, variant.quality));
        }
      }
    }
    const covered = new Set(
      terms.flatMap((term) =>
        words.has(term.word) ? term.variants.filter((variant) => !variant.synonym).map((variant) => variant.text) : [],
      ),
    );
    if (words.size > 0 && (covered.has(title) || titleWords.every((word) => covered.has(word)))) {
      named.push({page, words});
    }
  }
  return named;
}

/**
 * Hints for props-table rows. A row scores like a heading (its path, weight
 * 10) over its description (content, 1). It shows once, on its first chart
 * (Line when Line has it), unless the query names charts that show it: then
 * once per named chart, and the words naming the chart count as a page title
 * match (100) when its path matched another typed word, so `pie legend`
 * puts Pie's `legend` row above the Pie page.
 * A row whose only matched words are the ones naming a chart is left out:
 * `line` lists the Line page, not every Line option mentioning a line.
 */
export function collectOptionHints(
  metadata: SearchMetadata,
  pagesByLink: ReadonlyMap<string, PageMetadata>,
  query: QueryMatch,
): HintCandidate[] {
  const {terms} = query;
  const named = findNamedCharts(
    metadata.chartPages.map((link) => pagesByLink.get(link)).filter((page): page is PageMetadata => page !== undefined),
    terms,
  );
  const namingWords = new Set(named.flatMap((chart) => [...chart.words.keys()]));
  const hints: HintCandidate[] = [];
  for (const option of metadata.options) {
    const pathWords = matchTerms(option.path, query, option.foldedPath);
    const descriptionWords = matchTerms(option.description, query, option.foldedDescription);
    if (pathWords.size === 0 && descriptionWords.size === 0) continue;
    const matched = new Set([...pathWords.keys(), ...descriptionWords.keys()]);
    if (matched.size === 0) continue;
    const targets = named.filter((chart) => option.charts.includes(chart.page.link));
    if (targets.length > 0 && [...matched].every((word) => namingWords.has(word))) continue;
    // The chart's name adds its weight only to a row whose path matched another word (`pie legend`,
    // not a `pie` row whose description happens to say "stacked").
    const pathMatchesMore = [...pathWords.keys()].some((word) => !namingWords.has(word));
    const shown = targets.length > 0 ? targets : [{page: pagesByLink.get(option.charts[0]), words: new Map()}];
    for (const {page, words: namedWords} of shown) {
      const words = pathMatchesMore ? namedWords : new Map<string, number>();
      if (!page) continue;
      hints.push({
        type: 'option',
        link: optionLink(page.link, option.path),
        pageTitle: page.title,
        priority: scoreTerms(terms, [
          [words, SEARCH_WEIGHTS.pageTitle],
          [pathWords, SEARCH_WEIGHTS.title],
          [descriptionWords, SEARCH_WEIGHTS.content],
        ]),
        title: option.path,
        body: option.description,
      });
    }
  }
  return hints;
}
