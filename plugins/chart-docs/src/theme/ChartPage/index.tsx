import React from 'react';
import ChartTabs from './ChartTabs';
import TabItem from '@theme/TabItem';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {demosOfGroup} from '../../client/charts/demoRegistry';
import {DEFAULT_TAB_LABEL, TAB_QUERY_PARAM} from '../../client/constants';
import Demo from '../Demo';
import {ChartOptionsProvider} from '../OptionControls/ChartOptionsContext';
import SocialCard from '../SocialCard';
import {useChartSlug} from './useChartSlug';

/**
 * The body of a chart page: the `Doc` tab holds the MDX content (Usage and API
 * sections), and an `Examples` tab lists every demo when the chart has more
 * than one. The tab is chosen by `?tab=` (label in lower case); anything
 * else falls back to `Doc`. The tab bar always shows, even with one tab.
 */
export default function ChartPage({children}: {children: React.ReactNode}): React.JSX.Element {
  const slug = useChartSlug();
  const demos = demosOfGroup(slug);
  const docValue = DEFAULT_TAB_LABEL.toLowerCase();
  // Only the selected tab renders (a demo must not exist twice in the page), so
  // the anchors of the Examples tab are declared here for the link checker.
  const brokenLinks = useBrokenLinks();
  const demoAnchors = new Set(demos.map((demo) => `demo-${demo.id}`));
  demoAnchors.forEach((anchor) => brokenLinks.collectAnchor(anchor));
  // An anchor missing from the page is a demo's (Examples tab) or else a section of the Doc tab.
  const tabOfAnchor = (id: string) => (demoAnchors.has(id) && demos.length > 1 ? 'examples' : docValue);
  const docTab = (
    <TabItem key="doc" value={docValue} label={DEFAULT_TAB_LABEL} default>
      {children}
    </TabItem>
  );
  const tabs =
    demos.length > 1
      ? [
          docTab,
          <TabItem
            key="examples"
            value="examples"
            label={translate({id: 'site.chartPage.examplesTab', message: 'Examples'})}
          >
            {demos.map((demo, index) => (
              // The tab has no section heading of its own: each demo is a section under the page's h1.
              <Demo key={demo.id} id={demo.id} priority={index === 0} headingLevel={2} />
            ))}
          </TabItem>,
        ]
      : [docTab];
  return (
    <ChartOptionsProvider>
      <SocialCard demoId={demos[0]?.id} />
      <ChartTabs queryString={TAB_QUERY_PARAM} tabOfAnchor={tabOfAnchor}>
        {tabs}
      </ChartTabs>
    </ChartOptionsProvider>
  );
}
