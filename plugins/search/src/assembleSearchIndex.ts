import type {ChangelogData} from '../../changelog/src';
import type {ChartDocsContent} from '../../chart-docs/src';
import type {SearchIndex} from './types';
import {buildNavSections} from './buildNavSections';
import {buildSearchIndex} from './buildSearchIndex';
import {collectChangelogRoute} from './collectChangelogRoute';
import {collectOptionRows} from './collectOptionRows';
import {collectDocRoutes, type IndexedDocsContent} from './collectDocRoutes';
import {collectPageRoutes, type IndexedPage} from './collectPageRoutes';

/** The loaded content of the plugins the index reads, and how to read a source file. */
export interface SiteContent {
  docs: IndexedDocsContent | undefined;
  pages: readonly IndexedPage[] | undefined;
  changelog: ChangelogData | undefined;
  chartDocs: Pick<ChartDocsContent, 'charts' | 'demos' | 'props' | 'routeBasePaths'> | undefined;
  navbarItems: readonly unknown[] | undefined;
  siteTitle: string;
  changelogPath: string;
  /** Reads a source by its aliased path (`@site/docs/guide.mdx`). */
  readSource: (aliased: string) => string;
  warn?: (message: string) => void;
}

/**
 * The whole index from the site's loaded content. One function for the
 * plugin (allContentLoaded) and for the ranking test, which loads the same
 * content from the site sources without a Docusaurus build.
 */
export async function assembleSearchIndex(content: SiteContent): Promise<SearchIndex> {
  const {docs, pages, changelog, chartDocs, readSource} = content;
  const warn = content.warn ?? (() => {});
  // Pages that show one demo alone are not results: the demo itself is, on its chart page.
  const demoPages = chartDocs ? [chartDocs.routeBasePaths.demo] : [];
  const routes = [
    ...(await collectPageRoutes(pages, readSource, () => content.siteTitle, demoPages, warn)),
    ...(await collectDocRoutes(docs, readSource, warn)),
    ...(changelog ? [collectChangelogRoute(changelog, content.changelogPath)] : []),
  ];
  // A props table's rows link to its chart's page, as the chart-docs plugin lists it (`/api/line`).
  const chartPages = new Map(chartDocs?.charts.map((chart) => [chart.slug, chart.permalink]) ?? []);
  return buildSearchIndex({
    routes,
    demos: chartDocs?.demos ?? [],
    nav: buildNavSections(content.navbarItems),
    options: (paths) => collectOptionRows(chartDocs?.props, (slug) => chartPages.get(slug), paths),
    warn,
  });
}
