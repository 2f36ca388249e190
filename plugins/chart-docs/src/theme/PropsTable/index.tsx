import React from 'react';
import Translate from '@docusaurus/Translate';
import type {ChartPropsHead, PropRow} from '../../props/types';
import ReadyTable from './ReadyTable';
import {usePropsTable} from './usePropsTable';
import type {ValueColumn} from './valueColumn';
import styles from './styles.module.css';

export type {PropsTableRows, ValueColumn} from './valueColumn';

export interface PropsTableProps {
  /** Component name, shown when its table cannot be found. */
  id: string;
  /** Fetches the chart's own options; without it the table counts as missing. */
  load?: () => Promise<ChartPropsHead>;
  /** Fetches the common options, the first time the group is opened or a link points into it. */
  loadCommon?: () => Promise<PropRow[]>;
  /** A Value column the caller fills (a chart page's live controls); without it the table has four columns. */
  valueColumn?: ValueColumn;
}

/**
 * The API table of one chart component: its own options, then the options all
 * charts share in a collapsed group; object options expand in place.
 */
export default function PropsTable({id, load, loadCommon, valueColumn}: PropsTableProps): React.JSX.Element {
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
  return <ReadyTable table={state.table} loadCommon={loadCommon} valueColumn={valueColumn} />;
}
