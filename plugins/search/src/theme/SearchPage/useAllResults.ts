import {useEffect, useState} from 'react';
import {SEARCH_DEBOUNCE_MS} from '../../client/constants';
import {loadSearchClient} from '../../client/loadSearchClient';
import type {SearchResultGroup} from '../../client/types';

export type AllResultsState =
  {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; groups: SearchResultGroup[]};

/**
 * Every result for the query (the search client's `all` mode), searched
 * SEARCH_DEBOUNCE_MS after the last change; answers to older queries are dropped.
 */
export function useAllResults(query: string): AllResultsState {
  const [state, setState] = useState<AllResultsState>({status: 'idle'});
  useEffect(() => {
    const keywords = query.trim();
    if (keywords === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const timer = setTimeout(() => {
      loadSearchClient()
        .then((client) => client.search(keywords, {all: true}))
        .then(
          (groups) => current && setState({status: 'done', groups}),
          () => current && setState({status: 'error'}),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return state;
}
