import type {ChangelogData} from '../../changelog/src/types';
import type {ChartDocsContent} from '../../chart-docs/src';
import type {SearchIndex} from '../../../src/search/types';
import {buildNavSections} from './buildNavSections';
import {buildSearchIndex} from './buildSearchIndex';
import {collectChangelogRoute} from './collectChangelogRoute';
import {collectOptionRows} from './collectOptionRows';
import {collectDocRoutes, type DocsContentLike} from './collectDocRoutes';
import {collectPageRoutes, type PageLike} from './collectPageRoutes';

/** The loaded content of the plugins the index reads, and how to read a source file. */
export interface SiteContent {
  docs: DocsContentLike | undefined;
  pages: PageLike[] | undefined;
  changelog: ChangelogData | undefined;
  chartDocs: ChartDocsContent | undefined;
  navbarItems: readonly unknown[] | undefined;
  siteTitle: string;
  changelogPath: string;
  /** Reads a source by its aliased path (`@site/docs/guide.mdx`). */
  readSource: (aliased: string) => string;
  warn?: (message: string) => void;
}

/** The page of a chart's props table, as the chart-docs plugin lists it (`/api/line`). */
function chartPagePath(chartDocs: ChartDocsContent | undefined, slug: string): string {
  return chartDocs?.charts.find((chart) => chart.slug === slug)?.permalink ?? `/api/${slug}`;
}

/**
 * The whole index from the site's loaded content. One function for the
 * plugin (allContentLoaded) and for the ranking test, which loads the same
 * content from the site sources without a Docusaurus build.
 */
export function assembleSearchIndex(content: SiteContent): SearchIndex {
  const {docs, pages, changelog, chartDocs, readSource} = content;
  const routes = [
    ...collectPageRoutes(pages, readSource, () => content.siteTitle),
    ...collectDocRoutes(docs, readSource),
    ...(changelog ? [collectChangelogRoute(changelog, content.changelogPath)] : []),
  ];
  return buildSearchIndex({
    routes,
    demos: chartDocs?.demos ?? [],
    nav: buildNavSections(content.navbarItems),
    options: (paths) => collectOptionRows(chartDocs?.props, (slug) => chartPagePath(chartDocs, slug), paths),
    warn: content.warn,
  });
}
