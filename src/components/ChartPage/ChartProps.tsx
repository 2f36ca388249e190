import React from 'react';
import PropsTable from '@site/src/components/PropsTable';
import {propsTableLoader} from '@site/plugins/chart-docs/src/client/propsRows/loadPropsTable';
import {useChartSlug} from './useChartSlug';

/** The chart's props table, generated from the typings at build time and loaded lazily. */
export default function ChartProps(): React.JSX.Element {
  const slug = useChartSlug();
  return <PropsTable id={slug} {...propsTableLoader(slug)} />;
}
