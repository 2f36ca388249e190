import {useCallback, useEffect, useRef, useState} from 'react';
import {SEARCH_DEBOUNCE_MS} from '../../client/constants';
import type {IndexLoadProgress} from '../../client/searchClient';
import {loadSearchClient} from '../../client/loadSearchClient';
import type {SearchResultGroup} from '../../client/types';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/**
 * The newest answer (kept, shown as stale, while the next one loads), the index download's progress,
 * `search` (the trimmed value SEARCH_DEBOUNCE_MS after the last call; an empty one clears at once),
 * and the debounce for the input to declare (the benchmark subtracts it).
 */
export interface SearchClientState {
  status: SearchStatus;
  groups: SearchResultGroup[];
  progress: IndexLoadProgress | null;
  search: (value: string) => void;
  debounceMs: number;
}

/** The search client (chunk, index and worker, all loaded on the first search) behind a debounce. */
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
    const settle = (next: SearchStatus, result: SearchResultGroup[]) => {
      if (id !== requestIdRef.current) return;
      setStatus(next);
      setGroups(result);
      setProgress(null);
    };
    if (keywords === '') return settle('idle', []);
    setStatus('loading');
    timerRef.current = setTimeout(() => {
      loadSearchClient()
        .then((client) => client.search(keywords, {onProgress: (p) => id === requestIdRef.current && setProgress(p)}))
        // On failure the next keystroke tries again: the client forgets a failed start.
        .then(
          (result) => settle('done', result),
          () => settle('error', []),
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
