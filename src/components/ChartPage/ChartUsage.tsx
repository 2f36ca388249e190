import React from 'react';
import Translate from '@docusaurus/Translate';
import {demosOfGroup} from '@site/src/charts/demoRegistry';
import Demo from '@site/src/components/Demo';
import {useChartSlug} from './useChartSlug';

/** The chart's main demo, live; the others are on the Examples tab. */
export default function ChartUsage(): React.JSX.Element {
  const slug = useChartSlug();
  const [main] = demosOfGroup(slug);
  if (!main) {
    return (
      <p>
        <Translate id="site.chartPage.noDemo" values={{slug}}>
          {'No demo exists yet for this chart: add one in demos/{slug}/.'}
        </Translate>
      </p>
    );
  }
  return <Demo id={main.id} />;
}
