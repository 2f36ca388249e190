import fs from 'node:fs';
import path from 'node:path';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {SearchRoute} from '../types';
import {buildChangelogData} from '../../../changelog/src/parseChangelog';
import {DEFAULT_OPTIONS as CHANGELOG_DEFAULTS} from '../../../changelog/src/options';
import {loadChartRegistry} from '../../../chart-docs/src/loadChartRegistry';
import {DEFAULT_OPTIONS as CHART_DOCS_DEFAULTS} from '../../../chart-docs/src/options';
import {extractAllChartProps} from '../../../chart-docs/src/props/extractChartProps';
import {
  applyEnglishDescriptions,
  readEnglishDescriptions,
} from '../../../chart-docs/src/props/applyEnglishDescriptions';
import {attachChartProps} from '../attachChartProps';
import {buildSearchIndex} from '../buildSearchIndex';
import {collectChangelogRoute} from '../collectChangelogRoute';
import {collectDocRoutes, type IndexedDoc} from '../collectDocRoutes';
import {collectPageRoutes, type IndexedPage} from '../collectPageRoutes';

/**
 * What the search index holds for one page, as recorded by
 * plugins/search/scripts/record-index-baseline.mjs from a production build:
 * where the page comes from (the docs and pages plugins' metadata, which the
 * index builder receives rather than computes) and what the index kept.
 */
export interface BaselineRoute {
  kind: 'doc' | 'page' | 'changelog';
  type?: 'mdx' | 'jsx';
  source?: string;
  title?: string;
  description?: string;
  sections: number;
  headingIds: string[];
  /** Distinct lower-cased words, sorted, separated by one space. */
  words: string;
}

export interface SiteIndexBaseline {
  routes: Record<string, BaselineRoute>;
}

export const SITE_DIR = path.resolve(__dirname, '../../../..');

/** Same expression as WORD_PATTERN in record-index-baseline.mjs. */
const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

export function routeWords(route: SearchRoute): Set<string> {
  const texts = [
    route.title,
    route.description ?? '',
    ...route.sections.flatMap((section) => [section.heading?.title ?? '', ...section.paragraphs]),
  ];
  return new Set(texts.flatMap((text) => text.toLowerCase().match(WORD_PATTERN) ?? []));
}

const readSource = (aliased: string) =>
  fs.readFileSync(path.join(SITE_DIR, aliasedSitePathToRelativePath(aliased)), 'utf8');

/**
 * Builds the index routes from the site's own sources with the functions the
 * plugin calls in allContentLoaded (plugins/search/src/index.ts): the same
 * pages and docs the build loaded, the chart props tables extracted from the
 * typings, and the changelog CSV.
 */
export async function buildSiteRoutes(baseline: SiteIndexBaseline): Promise<SearchRoute[]> {
  const entries = Object.entries(baseline.routes);
  const docs: IndexedDoc[] = entries
    .filter(([, entry]) => entry.kind === 'doc')
    .map(([permalink, entry]) => ({
      permalink,
      source: entry.source ?? '',
      title: entry.title ?? '',
      unlisted: false,
      description: entry.description ?? '',
    }));
  const pages: IndexedPage[] = entries
    .filter(([, entry]) => entry.kind === 'page')
    .map(([permalink, entry]): IndexedPage =>
      entry.type === 'jsx'
        ? {type: 'jsx', permalink, source: entry.source ?? ''}
        : {
            type: 'mdx',
            permalink,
            source: entry.source ?? '',
            title: entry.title,
            description: entry.description,
            unlisted: false,
          },
    );
  const registry = loadChartRegistry(SITE_DIR);
  const charts = registry.map((chart) => ({
    slug: chart.slug,
    permalink: `${CHART_DOCS_DEFAULTS.chartRouteBasePath}/${chart.slug}`,
  }));
  const props = extractAllChartProps(SITE_DIR, registry);
  applyEnglishDescriptions(props, readEnglishDescriptions(SITE_DIR));
  const changelog = buildChangelogData(
    fs.readFileSync(path.join(SITE_DIR, CHANGELOG_DEFAULTS.path), 'utf8'),
    CHANGELOG_DEFAULTS.path,
  );
  const routes = [
    ...(await collectPageRoutes(pages, readSource, () => 'Ant Design Plots')),
    ...attachChartProps(await collectDocRoutes({loadedVersions: [{isLast: true, docs}]}, readSource), {charts, props}),
    collectChangelogRoute(changelog, CHANGELOG_DEFAULTS.routePath),
  ];
  return buildSearchIndex({routes, demos: [], nav: []}).routes;
}
