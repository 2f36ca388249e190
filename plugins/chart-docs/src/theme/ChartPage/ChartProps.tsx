import React from 'react';
import PropsTable from '../PropsTable';
import {propsTableLoader} from '../../client/loadPropsTable';
import {useOptionControlsColumn} from '../OptionControls/useOptionControlsColumn';
import {useChartSlug} from './useChartSlug';

/** The chart's props table, generated from the typings at build time and loaded lazily, with its live controls. */
export default function ChartProps(): React.JSX.Element {
  const slug = useChartSlug();
  const valueColumn = useOptionControlsColumn();
  return <PropsTable id={slug} {...propsTableLoader(slug)} valueColumn={valueColumn} />;
}
