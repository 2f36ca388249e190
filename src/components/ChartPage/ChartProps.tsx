import React from 'react';
import PropsTable from '@site/src/components/PropsTable';
import {propsTableLoader} from '@site/plugins/chart-docs/src/client/loadPropsTable';
import {useOptionControlsColumn} from '@site/src/components/OptionControls/useOptionControlsColumn';
import {useChartSlug} from './useChartSlug';

/** The chart's props table, generated from the typings at build time and loaded lazily, with its live controls. */
export default function ChartProps(): React.JSX.Element {
  const slug = useChartSlug();
  const valueColumn = useOptionControlsColumn();
  return <PropsTable id={slug} {...propsTableLoader(slug)} valueColumn={valueColumn} />;
}
