import type {SearchClient} from './searchClient';

let loading: Promise<SearchClient> | null = null;

/** The search client in a chunk of its own, fetched on the first search (a failed load is tried again). */
export function loadSearchClient(): Promise<SearchClient> {
  loading ??= import('./defaultSearchClient').then(
    (module) => module.searchClient,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
