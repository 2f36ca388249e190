import React, {useMemo} from 'react';
import type {PropsTableRows, ValueColumn} from '../PropsTable';
import {useChartOptions, type ChartOptionsState} from './ChartOptionsContext';
import OptionControl from './OptionControl';
import OptionsToolbar from './OptionsToolbar';
import {useOptionsFromLink} from './useOptionsFromLink';

/** The controls' toolbar; it applies the options a shared link (or this tab earlier) carried, once their rows are here. */
function LinkedOptionsToolbar({options, rows}: {options: ChartOptionsState; rows: PropsTableRows}): React.JSX.Element {
  // Options a link set are shown: their groups and parents open.
  const origin = useOptionsFromLink(options, rows.head, rows.common, rows.requestCommon, rows.revealPaths);
  return <OptionsToolbar options={options} origin={origin} />;
}

/**
 * The props table's Value column on a chart page: each option's live
 * control, and the toolbar above the table. Outside a chart page (no
 * options provider) there is none, and the table keeps four columns.
 */
export function useOptionControlsColumn(): ValueColumn | undefined {
  const options = useChartOptions();
  return useMemo(
    () =>
      options
        ? {
            renderCell: (row, path) => <OptionControl row={row} path={path} options={options} />,
            renderToolbar: (rows) => <LinkedOptionsToolbar options={options} rows={rows} />,
          }
        : undefined,
    [options],
  );
}
