import {startTransition, useCallback, useRef, useState} from 'react';
import type {PropRow} from '../../props/types';
import {useLatestRef} from './useLatestRef';

export type CommonStatus = 'idle' | 'loading' | 'failed' | 'ready';

export type CommonState = {status: Exclude<CommonStatus, 'ready'>} | {status: 'ready'; rows: PropRow[]};

/**
 * The common rows, fetched on first request (opening the group, or a hash
 * that names a common option). After a failure the next request tries again.
 */
export function useCommonRows(loadCommon: (() => Promise<PropRow[]>) | undefined): [CommonState, () => void] {
  const [state, setState] = useState<CommonState>({status: 'idle'});
  const loadRef = useLatestRef(loadCommon);
  // Set from the first request until a failure: rows that are loading or loaded are never fetched again.
  const requested = useRef(false);
  const request = useCallback(() => {
    const currentLoad = loadRef.current;
    if (requested.current || !currentLoad) return;
    requested.current = true;
    setState({status: 'loading'});
    currentLoad().then(
      (rows) => startTransition(() => setState({status: 'ready', rows})),
      () => {
        requested.current = false;
        setState({status: 'failed'});
      },
    );
  }, [loadRef]);
  return [state, request];
}
