import React, {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Badge from '@site/src/components/Badge';
import type {ChartPropsHead, PropRow} from '@site/plugins/chart-docs/src/props/types';
import OptionControl from '@site/src/components/OptionControls/OptionControl';
import OptionsToolbar from '@site/src/components/OptionControls/OptionsToolbar';
import {useChartOptions, type ChartOptionsState} from '@site/src/components/OptionControls/ChartOptionsContext';
import {useOptionsFromLink} from '@site/src/components/OptionControls/useOptionsFromLink';
import DefaultCell from './DefaultCell';
import Description from './Description';
import TypeText from './TypeText';
import CallbackParams from './CallbackParams';
import {locatePropPath} from '@site/plugins/chart-docs/src/client/propsRows/locatePropPath';
import {parsePropAnchor, toPropAnchorId} from '@site/plugins/chart-docs/src/client/propsRows/propAnchor';
import {joinPropPath} from '@site/plugins/chart-docs/src/client/propsRows/propPath';
import styles from './styles.module.css';

export interface PropsTableProps {
  /** Component name, shown when its table cannot be found. */
  id: string;
  /** Fetches the chart's own options; without it the table counts as missing. */
  load?: () => Promise<ChartPropsHead>;
  /** Fetches the common options, the first time the group is opened or a link points into it. */
  loadCommon?: () => Promise<PropRow[]>;
}

type LoadState = {status: 'loading'} | {status: 'missing'} | {status: 'ready'; table: ChartPropsHead};
type CommonState = {status: 'idle' | 'loading' | 'failed'} | {status: 'ready'; rows: PropRow[]};

/**
 * The latest value, for callbacks and effects that must not re-run when it
 * changes: MDX pages may pass new loader functions on every render (a hash
 * change re-renders the page), which must not reload the table and reset its rows.
 */
function useLatestRef<T>(value: T): React.MutableRefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Loads the table once per component id, reading the loader through a ref
 * (see useLatestRef). A rejection means "not found", like an absent loader.
 */
function usePropsTable(id: string, load: PropsTableProps['load']): LoadState {
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

/**
 * The common rows, fetched on first request (opening the group, or a hash
 * that names a common option). After a failure the next request tries again.
 */
function useCommonRows(loadCommon: PropsTableProps['loadCommon']): [CommonState, () => void] {
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

interface RowListProps {
  rows: readonly PropRow[];
  depth: number;
  parentPath: string;
  expanded: ReadonlySet<string>;
  targetPath: string | undefined;
  onToggle: (path: string) => void;
  /** The chart page's option changes; with them each row gets a live control. */
  options: ChartOptionsState | null;
}

/** Rows of one level, each followed (when expanded) by its children, indented one step further. */
function PropRows({rows, depth, parentPath, expanded, targetPath, onToggle, options}: RowListProps): React.JSX.Element {
  return (
    <>
      {rows.map((row) => {
        const path = joinPropPath(parentPath, row.name);
        const isOpen = expanded.has(path);
        const hasChildren = (row.children?.length ?? 0) > 0;
        return (
          <React.Fragment key={path}>
            <tr id={toPropAnchorId(path)} className={clsx(styles.row, path === targetPath && styles.target)}>
              <th scope="row" className={styles.nameCell} style={{'--prop-depth': depth} as React.CSSProperties}>
                <span className={styles.nameLine}>
                  {hasChildren ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={isOpen}
                      aria-label={translate(
                        {
                          id: 'site.propsTable.expand',
                          message: 'Expand {path}',
                          description: 'Accessible name of the button that shows the fields of an object option',
                        },
                        {path},
                      )}
                      onClick={() => onToggle(path)}
                    >
                      <span aria-hidden="true" className={clsx(styles.chevron, isOpen && styles.chevronOpen)} />
                    </button>
                  ) : (
                    <span className={styles.toggleSpacer} aria-hidden="true" />
                  )}
                  <a href={`#${toPropAnchorId(path)}`} className={styles.name}>
                    {parentPath && <span className={styles.parentPath}>{`${parentPath}.`}</span>}
                    <code>{row.name}</code>
                  </a>
                  {row.badges.map((badge) => (
                    <Badge key={badge} kind={badge} className={styles.badge} />
                  ))}
                </span>
              </th>
              <td className={styles.typeCell}>
                <TypeText row={row} />
              </td>
              <td className={styles.defaultCell}>
                <DefaultCell row={row} />
              </td>
              <td className={styles.descriptionCell} lang={row.descriptionLang === 'zh' ? 'zh' : undefined}>
                <Description row={row} />
                <CallbackParams row={row} />
              </td>
              {options && (
                <td className={styles.valueCell}>
                  <OptionControl row={row} path={path} options={options} />
                </td>
              )}
            </tr>
            {hasChildren && isOpen && (
              <PropRows
                rows={row.children ?? []}
                depth={depth + 1}
                parentPath={path}
                expanded={expanded}
                targetPath={targetPath}
                onToggle={onToggle}
                options={options}
              />
            )}
          </React.Fragment>
        );
      })}
    </>
  );
}

/**
 * Opens what the location hash points at (`#prop-xAxis.label` expands `xAxis`
 * and, for a common option, the common group, fetching it first) and scrolls
 * the row into view, on load and whenever the hash changes.
 */
function useHashTarget(
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

function ReadyTable({
  table,
  loadCommon,
}: {
  table: ChartPropsHead;
  loadCommon: PropsTableProps['loadCommon'];
}): React.JSX.Element {
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
  const options = useChartOptions();
  // Options a shared link set are shown: their groups and parents open.
  const revealPaths = useCallback(
    (paths: readonly string[]) => {
      for (const path of paths) {
        const location = locatePropPath({own: table.own, common: commonRows ?? []}, path);
        if (location) reveal(location.group, location.ancestors);
      }
    },
    [table, commonRows, reveal],
  );
  const optionsOrigin = useOptionsFromLink(
    options,
    table,
    {status: common.status, rows: commonRows},
    requestCommon,
    revealPaths,
  );
  const columnCount = options ? 5 : 4;
  const toggleCommon = (): void => {
    if (!commonOpen) requestCommon();
    setCommonOpen((open) => !open);
  };
  const rowProps = {depth: 0, parentPath: '', expanded, targetPath, onToggle: toggle, options};
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
      {options && <OptionsToolbar options={options} origin={optionsOrigin} />}
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
              {options && (
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

/**
 * The API table of one chart component: its own options, then the options all
 * charts share in a collapsed group; object options expand in place.
 */
export default function PropsTable({id, load, loadCommon}: PropsTableProps): React.JSX.Element {
  const state = usePropsTable(id, load);
  if (state.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        <Translate id="site.propsTable.resolving">Properties definition is resolving, wait a moment...</Translate>
      </p>
    );
  }
  if (state.status === 'missing') {
    return (
      <p className={styles.status}>
        <Translate id="site.propsTable.notFound" values={{id}}>
          {'Properties definition not found for {id} component'}
        </Translate>
      </p>
    );
  }
  return <ReadyTable table={state.table} loadCommon={loadCommon} />;
}
