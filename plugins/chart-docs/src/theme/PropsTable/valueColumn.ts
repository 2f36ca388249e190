import type React from 'react';
import type {ChartPropsHead, PropRow} from '../../props/types';
import type {CommonStatus} from './useCommonRows';

/** The table's rows as they stand, for what the caller shows above it. */
export interface PropsTableRows {
  head: ChartPropsHead;
  /** The common group: where its loading stands, and its rows once here. */
  common: {status: CommonStatus; rows: readonly PropRow[] | undefined};
  /** Fetches the common rows, unless they are loading or here. */
  requestCommon: () => void;
  /** Opens the groups and parent rows of these option paths, so their rows show. */
  revealPaths: (paths: readonly string[]) => void;
}

/**
 * A fifth column, `Value`, filled by the caller: on a chart page, each
 * option's live control, and above the table the controls' toolbar.
 */
export interface ValueColumn {
  /** The Value cell of the row at `path`. */
  renderCell: (row: PropRow, path: string) => React.ReactNode;
  /** Shown above the table once its rows are here. */
  renderToolbar?: (rows: PropsTableRows) => React.ReactNode;
}
