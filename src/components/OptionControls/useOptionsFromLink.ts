import {useEffect, useRef, useState} from 'react';
import type {ChartPropsHead, PropRow} from '@site/plugins/chart-docs/src/props/types';
import type {ChartOptionsState} from './ChartOptionsContext';
import {indexControls} from './controlIndex';
import {OPTIONS_QUERY_PARAM, parseOptionsParam} from './parseOptionsParam';

export type CommonStatus = 'idle' | 'loading' | 'failed' | 'ready';

/**
 * Applies `?options=` once, when the table (and, for a link that carries
 * options, the common rows too) has loaded: only values that fit their row's
 * control are kept; the rest are returned for the note. `onApplied` gets the
 * kept paths, so their rows can be shown.
 */
export function useOptionsFromLink(
  options: ChartOptionsState | null,
  table: ChartPropsHead,
  common: {status: CommonStatus; rows: readonly PropRow[] | undefined},
  requestCommon: () => void,
  onApplied: (paths: readonly string[]) => void,
): string[] {
  const [ignored, setIgnored] = useState<string[]>([]);
  const done = useRef(false);
  useEffect(() => {
    if (!options || done.current) return;
    const raw = new URLSearchParams(window.location.search).get(OPTIONS_QUERY_PARAM);
    if (raw === null) {
      done.current = true;
      return;
    }
    // Paths of common options are known only once those rows are here.
    if (table.commonCount > 0 && (common.status === 'idle' || common.status === 'loading')) {
      requestCommon();
      return;
    }
    done.current = true;
    const index = indexControls([table.own, common.rows ?? []]);
    const parsed = parseOptionsParam(raw, (path) => index.get(path));
    options.replaceAll(parsed.values);
    setIgnored(parsed.ignored);
    onApplied(Object.keys(parsed.values));
  }, [options, table, common.status, common.rows, requestCommon, onApplied]);
  return ignored;
}
