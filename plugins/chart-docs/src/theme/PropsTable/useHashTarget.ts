import {useEffect, useState} from 'react';
import type {ChartPropsHead, PropRow} from '../../props/types';
import {locatePropPath} from '../../propsRows/locatePropPath';
import {parsePropAnchor, toPropAnchorId} from '../../propsRows/propAnchor';

/**
 * Opens what the location hash points at (`#prop-xAxis.label` expands `xAxis`
 * and, for a common option, the common group, fetching it first) and scrolls
 * the row into view, on load and whenever the hash changes.
 */
export function useHashTarget(
  table: ChartPropsHead,
  commonRows: readonly PropRow[] | undefined,
  requestCommon: () => void,
  reveal: (group: 'own' | 'common', ancestors: readonly string[]) => void,
): string | undefined {
  const [targetPath, setTargetPath] = useState<string | undefined>(undefined);

  useEffect(() => {
    const followHash = (): void => {
      const path = parsePropAnchor(window.location.hash);
      if (!path) return;
      const location = locatePropPath({own: table.own, common: commonRows ?? []}, path);
      if (location) {
        reveal(location.group, location.ancestors);
        setTargetPath(path);
      } else if (!commonRows && table.commonCount > 0) {
        // It may be a common option: this effect runs again once they arrive.
        requestCommon();
      }
    };
    followHash();
    window.addEventListener('hashchange', followHash);
    return () => window.removeEventListener('hashchange', followHash);
  }, [table, commonRows, requestCommon, reveal]);

  // Runs after the expanded rows have rendered, so the target exists to scroll to.
  useEffect(() => {
    if (targetPath === undefined) return;
    document.getElementById(toPropAnchorId(targetPath))?.scrollIntoView({block: 'center'});
  }, [targetPath]);

  return targetPath;
}
