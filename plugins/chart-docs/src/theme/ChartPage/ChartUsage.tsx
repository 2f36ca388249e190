import React, {useMemo} from 'react';
import Translate from '@docusaurus/Translate';
import {demosOfGroup} from '../../client/charts/demoRegistry';
import Demo from '../Demo';
import {ChartOverridesContext} from '../../client/charts/chartOverrides';
import {useChartOptions} from '../OptionControls/ChartOptionsContext';
import {useChartSlug} from './useChartSlug';

/** The chart's main demo, live; the others are on the Examples tab. */
export default function ChartUsage(): React.JSX.Element {
  const slug = useChartSlug();
  const [main] = demosOfGroup(slug);
  const options = useChartOptions();
  const values = options?.values;
  const generation = options?.generation ?? 0;
  const overrides = useMemo(() => (values ? {values, generation} : null), [values, generation]);
  if (!main) {
    return (
      <p>
        <Translate id="site.chartPage.noDemo" values={{slug}}>
          {'No demo exists yet for this chart: add one in demos/{slug}/.'}
        </Translate>
      </p>
    );
  }
  // The props table's controls redraw this demo only, not the Examples tab's.
  return (
    <ChartOverridesContext.Provider value={overrides}>
      {/* Below the page's introduction, the chart is in the first screen on desktop and most phones. */}
      <Demo id={main.id} priority />
    </ChartOverridesContext.Provider>
  );
}
