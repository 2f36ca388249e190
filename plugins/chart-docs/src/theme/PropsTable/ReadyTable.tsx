import React, {useCallback, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {ChartPropsHead, PropRow} from '../../props/types';
import {locatePropPath} from '../../propsRows/locatePropPath';
import PropRows from './PropRows';
import {useCommonRows} from './useCommonRows';
import {useHashTarget} from './useHashTarget';
import type {PropsTableRows, ValueColumn} from './valueColumn';
import styles from './styles.module.css';

interface ReadyTableProps {
  table: ChartPropsHead;
  loadCommon: (() => Promise<PropRow[]>) | undefined;
  valueColumn: ValueColumn | undefined;
}

/** The loaded table: own options, the common group (fetched when opened), expandable rows. */
export default function ReadyTable({table, loadCommon, valueColumn}: ReadyTableProps): React.JSX.Element {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [commonOpen, setCommonOpen] = useState(false);

  const toggle = useCallback((path: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  }, []);

  const reveal = useCallback((group: 'own' | 'common', ancestors: readonly string[]) => {
    if (group === 'common') setCommonOpen(true);
    setExpanded((current) => new Set([...current, ...ancestors]));
  }, []);

  const [common, requestCommon] = useCommonRows(loadCommon);
  const commonRows = common.status === 'ready' ? common.rows : undefined;
  const targetPath = useHashTarget(table, commonRows, requestCommon, reveal);
  const revealPaths = useCallback(
    (paths: readonly string[]) => {
      for (const path of paths) {
        const location = locatePropPath({own: table.own, common: commonRows ?? []}, path);
        if (location) reveal(location.group, location.ancestors);
      }
    },
    [table, commonRows, reveal],
  );
  const rows: PropsTableRows = {
    head: table,
    common: {status: common.status, rows: commonRows},
    requestCommon,
    revealPaths,
  };
  const columnCount = valueColumn ? 5 : 4;
  const toggleCommon = (): void => {
    if (!commonOpen) requestCommon();
    setCommonOpen((open) => !open);
  };
  const rowProps = {
    depth: 0,
    parentPath: '',
    expanded,
    targetPath,
    onToggle: toggle,
    renderValue: valueColumn?.renderCell,
  };
  const caption = translate(
    {
      id: 'site.propsTable.caption',
      message: 'Properties of {component}',
      description: 'Accessible caption of a chart component props table',
    },
    {component: table.component},
  );

  return (
    <>
      {valueColumn?.renderToolbar?.(rows)}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.nameHeader}>
                <Translate id="site.propsTable.header.property">Property</Translate>
              </th>
              <th scope="col">
                <Translate id="site.propsTable.header.type">Type</Translate>
              </th>
              <th scope="col">
                <Translate id="site.propsTable.header.default">Default</Translate>
              </th>
              <th scope="col">
                <Translate id="site.propsTable.header.description">Description</Translate>
              </th>
              {valueColumn && (
                <th scope="col">
                  <Translate id="site.propsTable.header.value">Value</Translate>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            <PropRows rows={table.own} {...rowProps} />
          </tbody>
          {table.commonCount > 0 && (
            <tbody>
              <tr className={styles.groupRow}>
                <th scope="rowgroup" colSpan={columnCount}>
                  <button
                    type="button"
                    className={styles.groupToggle}
                    aria-expanded={commonOpen}
                    onClick={toggleCommon}
                  >
                    <span aria-hidden="true" className={clsx(styles.chevron, commonOpen && styles.chevronOpen)} />
                    <Translate id="site.propsTable.commonOptions" values={{count: table.commonCount}}>
                      {'Common options ({count})'}
                    </Translate>
                  </button>
                </th>
              </tr>
              {commonOpen &&
                (commonRows ? (
                  <PropRows rows={commonRows} {...rowProps} />
                ) : (
                  <tr>
                    <td colSpan={columnCount} className={styles.status} role="status">
                      {common.status === 'failed' ? (
                        <Translate id="site.propsTable.commonFailed">
                          The common options could not be loaded. Close and open the group to try again.
                        </Translate>
                      ) : (
                        <Translate id="site.loading">Loading...</Translate>
                      )}
                    </td>
                  </tr>
                ))}
            </tbody>
          )}
        </table>
      </div>
    </>
  );
}
