import type {ChartEntry} from './loadChartRegistry';
import {demoCodeOf, type ScannedDemo} from './scanDemos';
import type {ChartDocsContent, DemoData, DemoSummary} from './types';
import type {PluginOptions} from './options';
import {demoPageLink, mainDemoIds} from './demoPageLink';
import {NO_MEDIA, type DemoMediaLookup} from './previews/resolvePreviews';

export type DemoRecords = Pick<ChartDocsContent, 'charts' | 'demos'>;

/** The options that decide where charts and demos are shown. */
export type RouteOptions = Pick<PluginOptions, 'chartRouteBasePath' | 'demoRouteBasePath' | 'groupRoutes'>;

/** The page a demo group lives on, or null when no page shows it. */
export function routeOfGroup(group: string, chartSlugs: ReadonlySet<string>, options: RouteOptions): string | null {
  if (chartSlugs.has(group)) {
    return `${options.chartRouteBasePath}/${group}`;
  }
  return options.groupRoutes[group] ?? null;
}

/**
 * Joins the chart registry and the scanned demo files into the records the
 * browser receives. Throws when a demo folder names neither a chart nor a
 * configured page, so a typo never silently hides a demo.
 */
export function buildDemoRecords(
  charts: readonly ChartEntry[],
  scanned: readonly ScannedDemo[],
  dependencies: Record<string, string>,
  options: RouteOptions,
  media: DemoMediaLookup = NO_MEDIA,
): DemoRecords {
  const slugs = new Set(charts.map((c) => c.slug));
  const reactVersion = dependencies.react ?? 'latest';
  const mainIds = mainDemoIds(scanned);
  const demos = scanned.map((demo): DemoData => {
    const routeId = routeOfGroup(demo.group, slugs, options);
    if (routeId === null) {
      throw new Error(
        `${demo.relativePath}: the folder "${demo.group}" is neither a chart slug (docs/api/${demo.group}.mdx) ` +
          `nor a page group (${Object.keys(options.groupRoutes).join(', ')}). Move the demo or add the group.`,
      );
    }
    return {
      id: demo.id,
      group: demo.group,
      source: demoCodeOf(demo.source),
      file: demo.relativePath,
      asset: demo.asset,
      context: {dependencies},
      renderOpts: {height: demo.height, reactVersion},
      routeId,
      // Only chart pages have tabs; a page group shows all its demos inline.
      pageLink: demoPageLink(routeId, demo.id, !slugs.has(demo.group) || mainIds.has(demo.id)),
      standalonePath: `${options.demoRouteBasePath}/${demo.id}`,
      ...media(demo.id),
    };
  });
  return {
    charts: charts.map((c) => ({
      slug: c.slug,
      component: c.component,
      title: c.title,
      description: c.description,
      category: c.category,
      permalink: `${options.chartRouteBasePath}/${c.slug}`,
    })),
    demos,
  };
}

export function summarizeDemo(demo: DemoData): DemoSummary {
  return {
    id: demo.id,
    group: demo.group,
    title: demo.asset.title,
    description: demo.asset.description,
    height: demo.renderOpts.height,
    routeId: demo.routeId,
    pageLink: demo.pageLink,
    standalonePath: demo.standalonePath,
    preview: demo.preview,
    socialCard: demo.socialCard,
  };
}
