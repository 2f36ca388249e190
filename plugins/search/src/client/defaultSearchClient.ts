import {createSearchClient, fetchSearchIndex} from './searchClient';

/**
 * The site's search client: the generated index, a worker, and a main-thread fallback. Both
 * `new URL(..., import.meta.url)` forms let the bundler emit their file on its own: the index as a
 * content-hashed asset, never in a script chunk (its path must stay a literal), the worker as a chunk.
 */
export const searchClient = createSearchClient({
  loadIndex: (onProgress) =>
    fetchSearchIndex(new URL('@generated/site-search/default/search-index.json', import.meta.url).href, onProgress),
  // No worker in old browsers, server rendering or under a CSP that forbids it: the main thread searches then.
  createWorker: () => {
    if (typeof window === 'undefined' || typeof Worker === 'undefined') return null;
    try {
      return new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'site-search'});
    } catch {
      return null;
    }
  },
  loadInlineSearch: async () => {
    const [{generateSearchMetadata}, {rankSearchHints, ALL_RESULTS_LIMITS}] = await Promise.all([
      import('./generateSearchMetadata'),
      import('./rankSearchHints'),
    ]);
    return {generateSearchMetadata, rankSearchHints, allResultsLimits: ALL_RESULTS_LIMITS};
  },
});
