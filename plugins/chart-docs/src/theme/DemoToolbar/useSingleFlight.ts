import {useCallback, useRef, useState} from 'react';

export interface SingleFlight<K extends string> {
  /**
   * Runs the task unless the same key is still in flight; resolves with the
   * task's result, or with undefined for an ignored repeat.
   */
  run: <T>(key: K, task: () => T | Promise<T>) => Promise<T | undefined>;
  /** Whether the key's task is running (for `aria-busy`); repeats stay ignored for the rest of the hold. */
  isBusy: (key: K) => boolean;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, ms);
  });
}

/**
 * One in-flight guard per key: a repeat of an action is ignored until the
 * action has settled and at least `holdMs` have passed since it started. The
 * hold covers actions that finish at once (a form posted to a sandbox site):
 * without it every click of a double click would open its own tab. The guard
 * is a ref, not state, so the second click of a double click, which arrives
 * before React re-renders, already sees it.
 */
export function useSingleFlight<K extends string>(holdMs: number): SingleFlight<K> {
  const inFlight = useRef(new Set<K>());
  const [busy, setBusy] = useState<ReadonlySet<K>>(() => new Set());

  const run = useCallback(
    <T>(key: K, task: () => T | Promise<T>): Promise<T | undefined> => {
      if (inFlight.current.has(key)) {
        return Promise.resolve(undefined);
      }
      inFlight.current.add(key);
      setBusy((current) => new Set(current).add(key));
      let result: Promise<T>;
      try {
        // Called synchronously: popups and clipboard writes need the click's user activation.
        result = Promise.resolve(task());
      } catch (error) {
        result = Promise.reject(error);
      }
      void Promise.allSettled([result]).then(() =>
        setBusy((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
      );
      void Promise.allSettled([result, wait(holdMs)]).then(() => inFlight.current.delete(key));
      return result;
    },
    [holdMs],
  );

  const isBusy = useCallback((key: K) => busy.has(key), [busy]);
  return {run, isBusy};
}
