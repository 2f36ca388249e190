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
  /** The titles the index writes itself, in the build's language (LOCALE_TITLES); English by default. */
  titles?: {home: string; changelog: string};
  /**
   * The site's base path (BASE_URL, `/docs/`; default `/`). The index holds site paths (`/api/line`), as the
   * chart-docs and changelog plugins give them; the base is taken off Docusaurus' permalinks, and the
   * search box's links add it back.
   */
  baseUrl?: string;
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
  const {docs, pages, changelog, chartDocs, readSource, baseUrl = '/'} = content;
  const sitePath = (permalink: string) =>
    permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
  const warn = content.warn ?? (() => {});
  // Pages that show one demo alone are not results: the demo itself is, on its chart page.
  const demoPages = chartDocs ? [chartDocs.routeBasePaths.demo] : [];
  const routes = [
    ...(await collectPageRoutes(pages, readSource, () => content.siteTitle, demoPages, warn)).map((route) => ({
      ...route,
      path: sitePath(route.path),
    })),
    ...(await collectDocRoutes(docs, readSource, warn)).map((route) => ({...route, path: sitePath(route.path)})),
    ...(changelog ? [collectChangelogRoute(changelog, content.changelogPath, content.titles?.changelog)] : []),
  ];
  // A props table's rows link to its chart's page, as the chart-docs plugin lists it (`/api/line`).
  const chartPages = new Map(chartDocs?.charts.map((chart) => [chart.slug, chart.permalink]) ?? []);
  return buildSearchIndex({
    routes,
    demos: chartDocs?.demos ?? [],
    nav: buildNavSections(content.navbarItems, content.titles?.home),
    options: (paths) => collectOptionRows(chartDocs?.props, (slug) => chartPages.get(slug), paths),
    warn,
  });
}
