import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {aliasedSitePath, normalizeUrl} from '@docusaurus/utils';
import {loadChartRegistry, CHART_PAGES_DIR} from './loadChartRegistry';
import {scanDemos, DEMOS_DIR} from './scanDemos';
import {readDependencyVersions} from './readDependencyVersions';
import {buildDemoRecords, summarizeDemo} from './buildDemoRecords';
import {renderRegistryModule, type PropsTablePaths} from './renderRegistryModule';
import {splitPropsTable} from './props/splitPropsTable';
import {buildPropsTables} from './props/buildPropsTables';
import {recordedEventGroups} from './record/recordedEvents';
import {readEngineRecord} from './record/readEngineRecord';
import type {ChartPropsTable} from './props/types';
import type {ChartDocsContent} from './types';
import {validateOptions, type PluginOptions} from './options';
import {buildGalleryData} from './gallery/buildGalleryData';
import {loadDemoMedia} from './previews/loadDemoMedia';
import {MANIFEST_FILE, PREVIEWS_DIR} from './previews/manifest';
import {applyChartSince, readSinceData} from './since/applySince';
import {reportFallbacks} from '../../translations/src';
import {
  categoryLabels,
  chartDocsLanguage,
  recordPhrase,
  translateCharts,
  translateDemos,
} from './translate/chartDocsLanguage';

// The public surface for build-time code outside this plugin (other plugins, scripts, the site config).
export type * from './props/types';
export type * from './types';
export * from './gallery/buildGalleryData';
export * from './record/recordedEvents';
export * from './record/readEngineRecord';
export type * from './record/types';
export * from './propsRows/walkPropRows';
export * from './topics';
export * from './demoDescription';
export * from './scanDemos';
export * from './previews/manifest';
export * from './previews/socialCardSize';
export * from './previews/fingerprint';
export * from './previews/checkPreviews';
export * from './previews/loadDemoMedia';
export * from './categories';
export * from './loadChartRegistry';
export type * from './since/types';
export * from './since/sinceText';
// For `npm run engine-record` and `npm run since` (scripts/): the extraction they repeat, and the files they write.
export {extractAllChartProps} from './props/extractChartProps';
export * from './since/computeSince';
export * from './since/pathsOfTables';
export {SINCE_FILE, readSinceData} from './since/applySince';
// For `npm run translations` and the llms plugin: the English units of this plugin's memory domains, the phrases.
export * from './translate/translationUnits';
export * from './record/phrases';
export {recordPhrase} from './translate/chartDocsLanguage';

export type {ChartDocsContent};

/** The browser half's theme components (`@theme/ChartPage`, `@theme/Demo`, ...), swizzlable the Docusaurus way. */
const THEME_PATH = path.join(__dirname, 'theme');

/**
 * What `@ant-design/plots` resolves to inside the site bundle: the real
 * package's components wrapped with the site's colour mode and accessible
 * figure, so demo files stay plain code that runs when pasted anywhere.
 */
const THEMED_PLOTS_MODULE = path.join(__dirname, 'client', 'charts', 'themedPlots.tsx');

/**
 * Everything G2Plot brings, in one async chunk: every demo chunk shares it,
 * and the site's engine warm-up runs it layer by layer without another
 * request. Only pages that draw a chart ever fetch it. Its priority is above
 * that of Docusaurus' `common` group (40), which takes modules most chunks
 * share: with hundreds of demo chunks the engine qualified for it, and every
 * page then loaded the ~900 KB engine.
 */
const CHART_ENGINE_CHUNK = {
  test: /[\\/]node_modules[\\/](@antv|@ant-design[\\/]plots|d3-[a-z]+|gl-matrix|fecha|fmin|pdfast|size-sensor|detect-browser|lodash-es|react-content-loader|contour_plot)[\\/]/,
  name: 'chart-engine',
  chunks: 'async' as const,
  enforce: true,
  priority: 50,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The site's chart wrappers: the themed-plots module and `@theme/AccessibleChart`
 * (the accessible chart figure and what it needs). Every demo chunk imports
 * them; without this group each demo chunk would carry its own copy, since
 * together they are below the size of a shared chunk. Style sheets stay where
 * Docusaurus puts them.
 */
function chartWrappersChunk(themedPlotsModule: string, accessibleChartFolder: string) {
  const folder = accessibleChartFolder + path.sep;
  return {
    test: new RegExp(`^(${escapeRegExp(themedPlotsModule)}|${escapeRegExp(folder)}(?!__tests__)[^?]*\\.tsx?)$`),
    name: 'chart-wrappers',
    chunks: 'async' as const,
    enforce: true,
    // Above Docusaurus' `common` group (40), for the same reason as the engine's; below the docs layout's (45).
    priority: 44,
  };
}

/**
 * The registry module (`@generated/chart-docs/default/registry`, ~300 KB raw: every chart's and demo's
 * summary with its loaders) in an async chunk of its own. Route chunks of several kinds import it (the
 * MDX page and docs layouts through the MDX components, the home page's content through its gallery),
 * and it is below Docusaurus' `common` group's threshold (half the pages), so the bundler copied it into
 * each of them: the home page loaded it twice. In one chunk, a page loads it once and every later page
 * has it from the cache. Priority above `common` (40) and the docs layout's (45), below the engine's (50).
 */
function chartRegistryChunk(registryModule: string) {
  return {
    test: new RegExp(`^${escapeRegExp(registryModule)}$`),
    name: 'chart-registry',
    chunks: 'async' as const,
    enforce: true,
    priority: 46,
  };
}

/**
 * The single source of chart types and demos: reads the chart pages' front
 * matter and the demo files, extracts props tables from the typings, and
 * hands the browser one registry module plus lazily loaded data chunks.
 */
function chartDocsPlugin(context: LoadContext, options: PluginOptions): Plugin<ChartDocsContent> {
  const {siteDir} = context;
  return {
    name: 'chart-docs',

    getThemePath() {
      return THEME_PATH;
    },
    getTypeScriptThemePath() {
      // The theme is TypeScript already: `swizzle --typescript` copies the same files.
      return THEME_PATH;
    },

    getPathsToWatch() {
      return [
        path.join(siteDir, DEMOS_DIR, '**/*.tsx'),
        path.join(siteDir, CHART_PAGES_DIR, '*.mdx'),
        path.join(siteDir, PREVIEWS_DIR, MANIFEST_FILE),
      ];
    },

    async loadContent() {
      // zh-CN takes the generated texts' Chinese from the translation memory; other locales stay English.
      const language = chartDocsLanguage(siteDir, context.i18n.currentLocale);
      const charts = translateCharts(siteDir, loadChartRegistry(siteDir), language.locale);
      const english = scanDemos(siteDir);
      // Previews are keyed on the English demo, so they load before the texts are translated.
      const media = loadDemoMedia(siteDir, english, context.baseUrl, context.siteConfig?.url);
      const scanned = translateDemos(english, language.demos);
      const records = buildDemoRecords(charts, scanned, readDependencyVersions(siteDir), options, media);
      let props: Record<string, ChartPropsTable> = {};
      // The engine recording feeds the props tables and the Events sections; without props tables (a
      // fixture site) there is none to read.
      const record = options.propsTables ? readEngineRecord(siteDir) : undefined;
      if (record) {
        const built = buildPropsTables(siteDir, charts, record, language);
        props = built.tables;
        for (const chart of records.charts) {
          const ignored = built.ignored[chart.slug];
          if (ignored && ignored.length > 0) chart.ignoredOptions = ignored.map((row) => row.name);
        }
        for (const warning of built.warnings) console.warn(`[chart-docs] ${warning}`);
      }
      if (options.propsTables) applyChartSince(records.charts, readSinceData(siteDir));
      for (const chart of records.charts) {
        const recorded = record?.charts[chart.slug];
        if (recorded) chart.events = recordedEventGroups(recorded, recordPhrase(language.record));
      }
      reportFallbacks('chart-docs', [language.demos, language.props, language.record], {
        production: process.env.NODE_ENV === 'production',
        warn: (message) => console.warn(message),
      });
      return {
        ...records,
        props,
        routeBasePaths: {chart: options.chartRouteBasePath, demo: options.demoRouteBasePath},
      };
    },

    async contentLoaded({content, actions}) {
      const {createData, addRoute} = actions;
      const demos = await Promise.all(
        content.demos.map(async (demo) => ({
          summary: summarizeDemo(demo),
          componentPath: `@site/${demo.file}`,
          dataPath: await createData(`demo-${demo.id}.json`, JSON.stringify(demo)),
        })),
      );
      const propsPaths: Record<string, PropsTablePaths> = {};
      const commonPaths = new Map<string, string>();
      for (const [slug, table] of Object.entries(content.props)) {
        const {head, common, commonKey} = splitPropsTable(table);
        let commonPath = commonPaths.get(commonKey);
        if (commonPath === undefined) {
          commonPath = await createData(`props-common-${commonKey}.json`, JSON.stringify(common));
          commonPaths.set(commonKey, commonPath);
        }
        propsPaths[slug] = {head: await createData(`props-${slug}.json`, JSON.stringify(head)), common: commonPath};
      }
      // Each chart's events in a file of their own, which only its page's Events section imports.
      const eventsPaths: Record<string, string> = {};
      for (const chart of content.charts) {
        if (chart.events)
          eventsPaths[chart.slug] = await createData(`events-${chart.slug}.json`, JSON.stringify(chart.events));
      }
      await createData('registry.js', renderRegistryModule({charts: content.charts, demos, propsPaths, eventsPaths}));

      addRoute({
        path: normalizeUrl([context.baseUrl, options.examplesRoutePath]),
        component: '@theme/ExamplesPage',
        exact: true,
        modules: {
          // By its @site/ path: the main bundle's registry keeps a route module's path as given.
          gallery: aliasedSitePath(
            await createData(
              'examples-gallery.json',
              JSON.stringify(
                buildGalleryData(content.charts, content.demos, categoryLabels(siteDir, context.i18n.currentLocale)),
              ),
            ),
            siteDir,
          ),
        },
      });

      // One concrete route per demo: a parameterised route would be prerendered
      // to a file literally named ":id.html" and answer 404 on a fresh load.
      // No route modules: each one costs the route table in every page's main
      // bundle an entry (~50 B gzip x 390 demos); the page finds its demo's
      // summary in the registry by its path instead.
      for (const demo of demos) {
        // Under the site's base path (BASE_URL); the summary keeps the site path, which links resolve against it.
        addRoute({
          path: normalizeUrl([context.baseUrl, demo.summary.standalonePath]),
          component: '@theme/StandaloneDemo',
          exact: true,
        });
      }
    },

    configureWebpack(_config, isServer) {
      return {
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    chartEngine: CHART_ENGINE_CHUNK,
                    chartWrappers: chartWrappersChunk(THEMED_PLOTS_MODULE, path.join(THEME_PATH, 'AccessibleChart')),
                    chartRegistry: chartRegistryChunk(
                      path.join(context.generatedFilesDir, 'chart-docs', options.id, 'registry.js'),
                    ),
                  },
                },
              },
            }),
        resolve: {
          alias: {
            // Demo files import the real package so they run when pasted anywhere;
            // on this site the import resolves to themed wrappers that follow the color mode.
            '@ant-design/plots$': THEMED_PLOTS_MODULE,
          },
        },
      };
    },
  };
}

// The site config passes this function rather than a module path, so Docusaurus
// reads validateOptions from the function; PluginModule types options and
// content as unknown, which validateOptions and loadContent guarantee.
chartDocsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;

export default chartDocsPlugin as PluginModule;
