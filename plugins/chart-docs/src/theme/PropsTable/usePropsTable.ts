import {startTransition, useEffect, useState} from 'react';
import type {ChartPropsHead} from '../../props/types';
import {useLatestRef} from './useLatestRef';

export type LoadState = {status: 'loading'} | {status: 'missing'} | {status: 'ready'; table: ChartPropsHead};

/**
 * Loads the table once per component id, reading the loader through a ref
 * (see useLatestRef). A rejection means "not found", like an absent loader.
 */
export function usePropsTable(id: string, load: (() => Promise<ChartPropsHead>) | undefined): LoadState {
  const [state, setState] = useState<LoadState>(load ? {status: 'loading'} : {status: 'missing'});
  const loadRef = useLatestRef(load);
  const hasLoader = load !== undefined;
  useEffect(() => {
    const currentLoad = loadRef.current;
    if (!currentLoad) {
      setState({status: 'missing'});
      return undefined;
    }
    let cancelled = false;
    setState({status: 'loading'});
    currentLoad().then(
      (table) => {
        // A transition: rendering a long table yields to input instead of blocking the page.
        if (!cancelled) startTransition(() => setState({status: 'ready', table}));
      },
      () => {
        if (!cancelled) setState({status: 'missing'});
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, hasLoader, loadRef]);
  return state;
}
