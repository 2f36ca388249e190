import path from 'node:path';
import {buildDemoRecords} from '../../../../chart-docs/src/buildDemoRecords';
import {loadChartRegistry} from '../../../../chart-docs/src/loadChartRegistry';
import {DEFAULT_OPTIONS as CHART_DOCS_DEFAULTS} from '../../../../chart-docs/src/options';
import {
  applyEnglishDescriptions,
  readEnglishDescriptions,
} from '../../../../chart-docs/src/props/applyEnglishDescriptions';
import {extractAllChartProps} from '../../../../chart-docs/src/props/extractChartProps';
import {readDependencyVersions} from '../../../../chart-docs/src/readDependencyVersions';
import {scanDemos} from '../../../../chart-docs/src/scanDemos';
import type {ChartContent} from '../../buildPages';

export const SITE_DIR = path.resolve(__dirname, '../../../../..');

/**
 * The chart-docs plugin's content for this site from its sources (chart
 * registry, demo records, props tables from the typings with English
 * descriptions), as the plugin loads it, without a Docusaurus build.
 * Takes a few seconds (one TypeScript program).
 */
export function loadSiteChartContent(): ChartContent {
  const charts = loadChartRegistry(SITE_DIR);
  const records = buildDemoRecords(charts, scanDemos(SITE_DIR), readDependencyVersions(SITE_DIR), CHART_DOCS_DEFAULTS);
  const props = extractAllChartProps(SITE_DIR, charts);
  applyEnglishDescriptions(props, readEnglishDescriptions(SITE_DIR));
  return {
    ...records,
    props,
    routeBasePaths: {chart: CHART_DOCS_DEFAULTS.chartRouteBasePath, demo: CHART_DOCS_DEFAULTS.demoRouteBasePath},
  };
}
