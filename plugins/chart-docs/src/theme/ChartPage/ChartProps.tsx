import React from 'react';
import Translate from '@docusaurus/Translate';
import PropsTable from '../PropsTable';
import {propsTableLoader} from '../../client/loadPropsTable';
import {useOptionControlsColumn} from '../OptionControls/useOptionControlsColumn';
import {allCharts} from '../../client/charts/demoRegistry';
import {useChartSlug} from './useChartSlug';

/**
 * The chart's props table, generated from the typings at build time and loaded lazily, with its live
 * controls; then, folded, the options the typings accept that this chart never reads (recorded in the engine).
 */
export default function ChartProps(): React.JSX.Element {
  const slug = useChartSlug();
  const valueColumn = useOptionControlsColumn();
  const ignored = allCharts().find((chart) => chart.slug === slug)?.ignoredOptions ?? [];
  return (
    <>
      <PropsTable id={slug} {...propsTableLoader(slug)} valueColumn={valueColumn} />
      {ignored.length > 0 && (
        <details data-ignored-options>
          <summary>
            <Translate id="site.chartProps.ignored">Accepted but ignored by this chart</Translate> ({ignored.length})
          </summary>
          <p>
            <Translate id="site.chartProps.ignoredWhy">
              The typings accept these options, but the chart never reads them and drawing with them changes nothing.
            </Translate>
          </p>
          <ul>
            {ignored.map((name) => (
              <li key={name}>
                <code>{name}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
