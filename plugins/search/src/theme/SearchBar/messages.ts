import {translate} from '@docusaurus/Translate';
import type {IndexLoadProgress} from '../../client/searchClient';

/** Texts of the search box; functions, so each render reads the current locale's translation. */
export const MESSAGES = {
  label: () => translate({id: 'site.search.label', message: 'Search'}),
  results: () => translate({id: 'site.search.results', message: 'Search results'}),
  loading: () => translate({id: 'site.search.loading', message: 'Loading...'}),
  empty: () => translate({id: 'site.search.empty', message: 'No content was found'}),
  unavailable: () => translate({id: 'site.search.unavailable', message: 'Search is unavailable right now. Try again.'}),
  seeAll: () => translate({id: 'site.search.seeAll', message: 'See all results'}),
  count: (count: number) => translate({id: 'site.search.count', message: '{count} results'}, {count: String(count)}),
};

/** The index download as a percentage when its size is known, else in kilobytes. */
export function formatProgress({loadedBytes, totalBytes}: IndexLoadProgress): string {
  if (totalBytes) {
    const percent = Math.min(100, Math.round((loadedBytes / totalBytes) * 100));
    return translate(
      {id: 'site.search.progressPercent', message: 'Downloading the search index: {percent}%'},
      {percent: String(percent)},
    );
  }
  const kilobytes = Math.round(loadedBytes / 1024);
  return translate(
    {id: 'site.search.progressBytes', message: 'Downloading the search index: {kilobytes} KB'},
    {kilobytes: String(kilobytes)},
  );
}
