import type {ChartPropsTable} from '../../chart-docs/src/props/types';
import type {SearchRoute} from '../../../src/search/types';

/** Heading under which a chart page renders its props table (`## API` in docs/api/{slug}.mdx). */
export const PROPS_SECTION_ID = 'api';

/**
 * Adds each chart's own options (`xField: Data field mapped to the x axis.`)
 * to the text of its page's API section, so a search for an option name finds
 * the chart that has it. Options every chart shares are left out: they would
 * repeat on all 35 pages (the API index documents them). Returns new routes.
 */
export function attachChartProps(
  routes: SearchRoute[],
  propsBySlug: Record<string, ChartPropsTable> | undefined,
): SearchRoute[] {
  if (!propsBySlug) {
    return routes;
  }
  return routes.map((route) => {
    const slug = /^\/api\/([^/]+)$/.exec(route.path)?.[1];
    const table = slug ? propsBySlug[slug] : undefined;
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
