import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {ChangelogData} from '../../changelog/src/types';
import type {ChartDocsContent} from '../../chart-docs/src/types';
import {attachChartProps} from './attachChartProps';
import {buildNavSections} from './buildNavSections';
import {buildSearchIndex, serializeSearchIndex} from './buildSearchIndex';
import {collectChangelogRoute} from './collectChangelogRoute';
import {collectDocRoutes} from './collectDocRoutes';
import {collectPageRoutes} from './collectPageRoutes';
import {validateOptions, type PluginOptions} from './options';

export {validateOptions};

/**
 * Plugin name and file: the browser fetches
 * `@generated/${SEARCH_PLUGIN_NAME}/default/${SEARCH_INDEX_FILE}` (its search
 * client spells the path literally for the bundler; a test beside that client
 * keeps the two in step).
 */
export const SEARCH_PLUGIN_NAME = 'site-search';
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * Full-text search over pages and demos: builds one JSON index after every
 * plugin has loaded its content (so it works the same under `start` and
 * `build`). The index becomes a hashed static asset that the SearchBar
 * fetches on the first search only.
 */
export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  // Already validated (and defaulted) by validateOptions below.
  const options = rawOptions as PluginOptions;
  const {siteDir, siteConfig} = context;
  const readSource = (aliased: string) =>
    fs.readFileSync(path.join(siteDir, aliasedSitePathToRelativePath(aliased)), 'utf8');
  return {
    name: SEARCH_PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      // allContent types every plugin's content as unknown: each is read as the type its plugin exports.
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      const changelog = allContent.changelog?.default as ChangelogData | undefined;
      // Demos and props come from the chart-docs plugin, which decides each demo's page and link;
      // an edit to a demo reloads that plugin, which re-runs allContentLoaded here.
      const chartDocs = allContent['chart-docs']?.default as ChartDocsContent | undefined;
      const demoPages = chartDocs ? [chartDocs.routeBasePaths.demo] : [];
      const warn = (message: string) => logger.warn(message);
      const routes = [
        ...(await collectPageRoutes(pages, readSource, () => siteConfig.title, demoPages, warn)),
        ...attachChartProps(await collectDocRoutes(docs, readSource, warn), chartDocs),
        ...(changelog ? [collectChangelogRoute(changelog, options.changelogPath)] : []),
      ];
      const index = buildSearchIndex({
        routes,
        demos: chartDocs?.demos ?? [],
        nav: buildNavSections((siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar?.items),
        warn,
      });
      await actions.createData(SEARCH_INDEX_FILE, serializeSearchIndex(index));
    },
    configureWebpack() {
      // Under assets/ with a content hash, so hosts cache it like any other hashed asset.
      return {
        module: {
          rules: [
            {
              test: /\.json$/,
              include: path.join(context.generatedFilesDir, SEARCH_PLUGIN_NAME),
              dependency: 'url',
              type: 'asset/resource',
              generator: {filename: 'assets/search/[name].[contenthash:8][ext]'},
            },
          ],
        },
      };
    },
  };
}

// Docusaurus looks for validateOptions on the plugin function itself; its
// declared type is generic, ours is the concrete instance of it.
searchPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
