import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {ChangelogData} from '../../changelog/src';
import type {ChartDocsContent} from '../../chart-docs/src';
import {assembleSearchIndex, topicLabelsFrom} from './siteIndex';
import {LOCALE_TITLES, SEARCH_INDEX_FILE, SEARCH_PAGE_PATH, SEARCH_PLUGIN_NAME} from './constants';
import {getEarlyShortcutScript} from './earlyShortcutScript';

// The public surface for build-time code outside this plugin (other plugins, scripts, the site config).
export {loadMdxParsers, type MdxParsers} from './mdxText';

export interface PluginOptions {
  id?: string;
  /** Route of the changelog plugin's page (its `routePath` option). */
  changelogPath: string;
}
export type Options = Partial<PluginOptions>;
export const DEFAULT_OPTIONS: PluginOptions = {changelogPath: '/changelog'};

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const schema = Joi.object<PluginOptions>({
    changelogPath: Joi.string()
      .pattern(/^\/[^#?]*$/, 'absolute path')
      .default(DEFAULT_OPTIONS.changelogPath),
  });
  return validate(schema, options ?? {});
}

/** The site's translated UI messages of this build's locale (`i18n/{locale}/code.json`); none for the default locale. */
function readCodeTranslations(localizationDir: string): Record<string, {message?: string}> {
  const file = path.join(localizationDir, 'code.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>) : {};
}

/** The browser half (`@theme/SearchBar`, `@theme/SearchPage`), compiled by the site's bundler; never imported here. */
const THEME_PATH = path.join(__dirname, 'theme');

/**
 * Full-text search over pages, demos and option rows: one JSON index built after every plugin has
 * loaded its content (so `start` and `build` alike), emitted as a hashed asset the SearchBar fetches
 * on the first search; the search box and the `/search` page come as theme components.
 */
export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as PluginOptions; // validated and defaulted by validateOptions
  const {siteDir, siteConfig} = context;
  const readSource = (aliased: string) =>
    fs.readFileSync(path.join(siteDir, aliasedSitePathToRelativePath(aliased)), 'utf8');
  return {
    name: SEARCH_PLUGIN_NAME,
    getThemePath() {
      return THEME_PATH;
    },
    getTypeScriptThemePath() {
      // The theme is TypeScript already: `swizzle --typescript` copies the same files.
      return THEME_PATH;
    },
    contentLoaded({actions}) {
      actions.addRoute({
        path: normalizeUrl([siteConfig.baseUrl, SEARCH_PAGE_PATH]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },
    async allContentLoaded({allContent, actions}) {
      // allContent types every plugin's content as unknown: each is read as the type its plugin exports.
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      const changelog = allContent.changelog?.default as ChangelogData | undefined;
      // Demos and props come from the chart-docs plugin, which decides each demo's page and link;
      // an edit to a demo reloads that plugin, which re-runs allContentLoaded here.
      const chartDocs = allContent['chart-docs']?.default as ChartDocsContent | undefined;
      const index = await assembleSearchIndex({
        docs,
        pages,
        changelog,
        chartDocs,
        navbarItems: (siteConfig.themeConfig as {navbar?: {items?: unknown[]}}).navbar?.items,
        siteTitle: siteConfig.title,
        changelogPath: options.changelogPath,
        // Each locale's build (Docusaurus runs the plugin once per locale) writes its own index.
        titles: LOCALE_TITLES[context.i18n.currentLocale] ?? LOCALE_TITLES.en,
        topicLabels: topicLabelsFrom(readCodeTranslations(context.localizationDir)),
        baseUrl: siteConfig.baseUrl,
        readSource,
        warn: (message) => logger.warn(message),
      });
      // Compact JSON: the file is downloaded on the first search, every byte counts.
      await actions.createData(SEARCH_INDEX_FILE, JSON.stringify(index));
    },
    injectHtmlTags() {
      // At the start of the body, so the keys work as soon as the navbar shows. Static (identical
      // on every page): a hash-based CSP allows it with one hash.
      return {preBodyTags: [{tagName: 'script', innerHTML: getEarlyShortcutScript()}]};
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
