import {manifestChart} from '../manifestEntries';
import {loadSiteChartContent} from './site/loadSiteChartContent';

describe('llms-manifest.json charts and "since"', () => {
  it('names the release a later chart came in, for get_chart_api, and nothing for a chart of the first release', () => {
    const {charts} = loadSiteChartContent();
    const entry = (slug: string) => manifestChart(charts.find((chart) => chart.slug === slug)!);
    expect(entry('venn').since).toBe('since @ant-design/plots 1.0.5 (G2Plot 2.3.33)');
    expect(entry('sankey').since).toBe('since G2Plot 2.3.1');
    expect(entry('line')).not.toHaveProperty('since');
  }, 60_000);
});
