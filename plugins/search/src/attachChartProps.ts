import type {ChartDocsContent, ChartSummary} from '../../chart-docs/src/types';
import type {SearchRoute} from './types';

/** What is read of the chart-docs plugin's content: each chart's page and its props table. */
export interface ChartPropsSource {
  charts: ReadonlyArray<Pick<ChartSummary, 'slug' | 'permalink'>>;
  props: ChartDocsContent['props'];
}

/** Heading under which a chart page renders its props table (`## API` on every chart page). */
export const PROPS_SECTION_ID = 'api';

/**
 * Adds each chart's own options (`xField: Data field mapped to the x axis.`)
 * to the text of its page's API section, so a search for an option name finds
 * the chart that has it. Options every chart shares are left out: they would
 * repeat on all 35 pages (the API index documents them). A chart's page is
 * the permalink chart-docs gives it. Returns new routes.
 */
export function attachChartProps(routes: SearchRoute[], chartDocs: ChartPropsSource | undefined): SearchRoute[] {
  if (!chartDocs) {
    return routes;
  }
  const slugByPermalink = new Map(chartDocs.charts.map((chart) => [chart.permalink, chart.slug]));
  return routes.map((route) => {
    const slug = slugByPermalink.get(route.path);
    const table = slug !== undefined && Object.hasOwn(chartDocs.props, slug) ? chartDocs.props[slug] : undefined;
    if (!table || table.own.length === 0) {
      return route;
    }
    const rows = table.own.map((row) => (row.description ? `${row.name}: ${row.description}` : row.name));
    const target = route.sections.findIndex((section) => section.heading?.id === PROPS_SECTION_ID);
    const at = target === -1 ? route.sections.length - 1 : target;
    if (at < 0) {
      return {...route, sections: [{paragraphs: rows}]};
    }
    return {
      ...route,
      sections: route.sections.map((section, index) =>
        index === at ? {...section, paragraphs: [...section.paragraphs, ...rows]} : section,
      ),
    };
  });
}
