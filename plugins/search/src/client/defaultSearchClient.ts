import {createSearchWorker} from './createSearchWorker';
import {fetchSearchIndex} from './fetchSearchIndex';
import {createSearchClient} from './searchClient';
import {getSearchIndexUrl} from './searchIndexUrl';

/** The site's search client: the generated index, a worker, and a main-thread fallback. */
export const searchClient = createSearchClient({
  loadIndex: (onProgress) => fetchSearchIndex(getSearchIndexUrl(), onProgress),
  createWorker: createSearchWorker,
  loadInlineSearch: async () => {
    const [{generateSearchMetadata}, {rankSearchHints, ALL_RESULTS_LIMITS}] = await Promise.all([
      import('./generateSearchMetadata'),
      import('./rankSearchHints'),
    ]);
    return {generateSearchMetadata, rankSearchHints, allResultsLimits: ALL_RESULTS_LIMITS};
  },
});
