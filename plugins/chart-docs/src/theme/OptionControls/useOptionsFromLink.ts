import {useEffect, useRef, useState} from 'react';
import type {ChartPropsHead} from '../../props/types';
import type {PropsTableRows} from '../PropsTable';
import type {ChartOptionsState} from './ChartOptionsContext';
import {indexControls} from './controlIndex';
import {OPTIONS_QUERY_PARAM, parseOptionsParam, serializeOptions} from './parseOptionsParam';
import {chartOptionsKey, readTabWork, writeTabWork} from '../../client/tabWork';

/** What the page's options came from, besides the visitor's own changes. */
export interface OptionsOrigin {
  /** What a shared link (or the kept options) carried that was ignored, for the note. */
  ignored: string[];
  /** True when the options were brought back from earlier in this tab (no link carried any). */
  restored: boolean;
}

/**
 * Applies `?options=` once, when the table (and, for a link that carries
 * options, the common rows too) has loaded: only values that fit their row's
 * control are kept; the rest are returned for the note. `onApplied` gets the
 * kept paths, so their rows can be shown. Without a link, the options kept
 * for this page earlier in this tab (a reload) come back the same way, read
 * by the same rules as a link; every later change is kept for the next reload.
 */
export function useOptionsFromLink(
  options: ChartOptionsState | null,
  table: ChartPropsHead,
  common: PropsTableRows['common'],
  requestCommon: () => void,
  onApplied: (paths: readonly string[]) => void,
): OptionsOrigin {
  const [origin, setOrigin] = useState<OptionsOrigin>({ignored: [], restored: false});
  const done = useRef(false);
  useEffect(() => {
    if (!options || done.current) return;
    const linked = new URLSearchParams(window.location.search).get(OPTIONS_QUERY_PARAM);
    const raw = linked ?? readTabWork(chartOptionsKey(window.location.pathname));
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
    setOrigin({ignored: parsed.ignored, restored: linked === null && Object.keys(parsed.values).length > 0});
    onApplied(Object.keys(parsed.values));
  }, [options, table, common.status, common.rows, requestCommon, onApplied]);

  const values = options?.values;
  useEffect(() => {
    if (values && done.current) writeTabWork(chartOptionsKey(window.location.pathname), serializeOptions(values));
  }, [values]);
  return origin;
}
