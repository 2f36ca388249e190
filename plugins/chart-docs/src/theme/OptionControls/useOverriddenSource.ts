import {useEffect, useState} from 'react';
import type {OptionValues} from '../../client/charts/chartOverrides';

type Rewriter = typeof import('./applyOverridesToSource').applyOverridesToSource;

let rewriter: Promise<Rewriter> | undefined;

/** The parser (~200 kB) loads the first time an option is changed, never before. */
function loadRewriter(): Promise<Rewriter> {
  rewriter ??= import('./applyOverridesToSource').then((module) => module.applyOverridesToSource);
  rewriter.catch(() => {
    rewriter = undefined;
  });
  return rewriter;
}

/**
 * The demo's source with the changed options written into it, so what the
 * code panel shows, copies and opens in a sandbox is the chart on screen.
 * Until the rewriter has loaded (and when it cannot load) the source is shown as written.
 */
export function useOverriddenSource(source: string | undefined, values: OptionValues | null): string | undefined {
  const [result, setResult] = useState<{key: string; source: string; code: string} | null>(null);
  const hasValues = values !== null && Object.keys(values).length > 0;
  const key = hasValues && source !== undefined ? JSON.stringify(values) : '';
  useEffect(() => {
    if (!hasValues || source === undefined) return undefined;
    let cancelled = false;
    loadRewriter().then(
      (rewrite) => {
        if (!cancelled) setResult({key, source, code: rewrite(source, values).code});
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // `key` stands for `values` (a new object on every change of the page state).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, key, hasValues]);
  if (!hasValues) return source;
  return result && result.key === key && result.source === source ? result.code : source;
}
