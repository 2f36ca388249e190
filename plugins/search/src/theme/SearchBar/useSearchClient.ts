import {useCallback, useEffect, useRef, useState} from 'react';
import {SEARCH_DEBOUNCE_MS} from '../../client/constants';
import type {IndexLoadProgress} from '../../client/searchClient';
import {loadSearchClient} from '../../client/loadSearchClient';
import type {SearchResultGroup} from '../../client/types';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchClientState {
  status: SearchStatus;
  /** The newest answer; kept (shown as stale) while the next one loads. */
  groups: SearchResultGroup[];
  /** Index download progress while the first search loads it. */
  progress: IndexLoadProgress | null;
  /**
   * Searches the trimmed value SEARCH_DEBOUNCE_MS after the last call; an
   * empty value clears the results at once, without a request.
   */
  search: (value: string) => void;
  /** The debounce, for the input to declare (the benchmark subtracts it from its timings). */
  debounceMs: number;
}

/**
 * The search client (chunk, index and worker, all loaded on the first search)
 * behind a debounce, and the state of its newest answer.
 */
export function useSearchClient(): SearchClientState {
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Id of the newest request; answers to any other are stale and dropped. */
  const requestIdRef = useRef(0);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [groups, setGroups] = useState<SearchResultGroup[]>([]);
  const [progress, setProgress] = useState<IndexLoadProgress | null>(null);

  const search = useCallback((value: string) => {
    clearTimeout(timerRef.current);
    requestIdRef.current += 1;
    const id = requestIdRef.current;
    const keywords = value.trim();
    if (keywords === '') {
      setStatus('idle');
      setGroups([]);
      setProgress(null);
      return;
    }
    setStatus('loading');
    timerRef.current = setTimeout(() => {
      const isCurrent = () => id === requestIdRef.current;
      loadSearchClient()
        .then((client) => client.search(keywords, {onProgress: (p) => isCurrent() && setProgress(p)}))
        .then(
          (result) => {
            if (isCurrent()) {
              setGroups(result);
              setStatus('done');
              setProgress(null);
            }
          },
          () => {
            // The next keystroke tries again: the client forgets a failed start.
            if (isCurrent()) {
              setGroups([]);
              setStatus('error');
              setProgress(null);
            }
          },
        );
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  // No timer or late answer may touch an unmounted component.
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      requestIdRef.current += 1;
    },
    [],
  );

  return {status, groups, progress, search, debounceMs: SEARCH_DEBOUNCE_MS};
}
