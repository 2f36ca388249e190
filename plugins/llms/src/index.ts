import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {ChangelogData} from '../../changelog/src';
import type {ChartDocsContent} from '../../chart-docs/src';
import {
  buildChangelogPage,
  buildDemoPage,
  buildExamplesPage,
  buildSourcePage,
  referenceCommonLines,
  type MarkdownPage,
} from './buildPages';
import {buildChartSchema} from './buildChartSchema';
import {buildLlmsFullTxt, buildLlmsTxt} from './buildLlmsTxt';
import {linksUnderBase} from './linksUnderBase';
import {ENGLISH_PHRASES, localizerFor} from './locale/phrases';
import {markdownPathOf} from './markdownPath';
import {manifestChart, manifestDemo} from './manifestEntries';
import {schemaPathOf} from './schemaPath';
import type {JsonSchema, LlmsManifest} from './types';

// The public surface for build-time code outside this plugin (the MCP server reads the manifest's shapes).
export type * from './types';

/**
 * The plugin's own sentences as translation units (phrase id -> English template): the translation memory's
 * `llms` domain, whose Chinese is `i18n/zh-CN/memory/llms.json`.
 */
export function llmsTranslationUnits(): ReadonlyMap<string, string> {
  return new Map(Object.entries(ENGLISH_PHRASES));
}

/** `@theme/CopyPageMenu`: the docs pages' `Copy page` menu over each page's Markdown twin. */
const THEME_PATH = path.join(__dirname, 'theme');

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';
export const LLMS_MANIFEST = 'llms-manifest.json';

/** Pages that are no destination: the not-found page and the all-results search page. */
const SKIPPED_PAGE = /(^|\/)404$|^\/search$/;

interface Emitted {
  pages: MarkdownPage[];
  commonLines: string[];
  schemas: Map<string, JsonSchema>;
  manifest: Omit<LlmsManifest, 'searchIndexPath'>;
}

/**
 * Markdown for tools: a `.md` twin of every page, `/llms.txt`,
 * `/llms-full.txt`, a JSON Schema per chart (`/schemas/{chart}.json`) and
 * `/llms-manifest.json` (what the MCP server reads), all made from the
 * loaded content (MDX sources, demo records, props tables) that every
 * plugin has loaded, made and written beside the HTML after the build.
 */
export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n} = context;
  // The build's language (`docusaurus build --locale zh-CN`): siteConfig's url and base are already that locale's.
  const locale = localizerFor(siteDir, i18n.currentLocale, i18n.defaultLocale);
  const siteUrl = new URL(siteConfig.baseUrl, siteConfig.url).href;
  const otherLanguages = i18n.locales
    .filter((other) => other !== i18n.currentLocale)
    .map((other) => {
      const config = i18n.localeConfigs[other];
      return {locale: other, llmsTxtUrl: new URL(LLMS_TXT, new URL(config.baseUrl, config.url)).href};
    });
  // Page paths here are site paths, below the base path (BASE_URL): links resolve them against siteUrl and
  // files go below outDir. Docusaurus' permalinks carry the base (`/docs/guide`), so it is taken off them.
  const sitePath = (permalink: string) =>
    permalink.startsWith(siteConfig.baseUrl) ? `/${permalink.slice(siteConfig.baseUrl.length)}` : permalink;
  const readSource = (aliased: string) =>
    fs.readFileSync(path.join(siteDir, aliasedSitePathToRelativePath(aliased)), 'utf8');
  /** Set once the content is loaded; run in postBuild only, so `npm start` reloads do not pay for it. */
  let generate: (() => Promise<Emitted>) | undefined;

  return {
    name: 'llms',
    getThemePath() {
      return THEME_PATH;
    },
    getTypeScriptThemePath() {
      return THEME_PATH;
    },
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      const changelog = allContent.changelog?.default as ChangelogData | undefined;
      const chartDocs = allContent['chart-docs']?.default as ChartDocsContent | undefined;
      if (!chartDocs)
        throw new Error('[llms] the chart-docs plugin must be registered: its content makes the Markdown.');

      generate = async () => {
        const out: MarkdownPage[] = [];
        const commonLines = referenceCommonLines(chartDocs);
        const reference = new Set(commonLines);
        for (const page of pages ?? []) {
          if (page.type !== 'mdx' || page.unlisted || SKIPPED_PAGE.test(sitePath(page.permalink))) continue;
          out.push(
            await buildSourcePage(
              {
                path: sitePath(page.permalink),
                title: page.title ?? siteConfig.title,
                description: page.description ?? '',
                source: readSource(page.source),
                section: 'Docs',
              },
              chartDocs,
              undefined,
              locale,
            ),
          );
        }
        for (const version of docs?.loadedVersions ?? []) {
          for (const doc of version.docs) {
            if (doc.unlisted) continue;
            const isChart = sitePath(doc.permalink).startsWith(`${chartDocs.routeBasePaths.chart}/`);
            out.push(
              await buildSourcePage(
                {
                  path: sitePath(doc.permalink),
                  title: doc.title,
                  description: doc.description,
                  source: readSource(doc.source),
                  section: !version.isLast ? 'Optional' : isChart ? 'Charts' : 'Docs',
                },
                chartDocs,
                reference,
                locale,
              ),
            );
          }
        }
        if (changelog) out.push(buildChangelogPage(changelog, '/changelog', locale));
        out.push(buildExamplesPage(chartDocs, '/examples', locale));
        out.push(...chartDocs.demos.map((demo) => buildDemoPage(demo, locale)));

        const schemas = new Map<string, JsonSchema>();
        for (const chart of chartDocs.charts) {
          const table = chartDocs.props[chart.slug];
          if (table) {
            schemas.set(chart.slug, buildChartSchema(table, siteUrl, schemaPathOf(chart.slug), chart.ignoredOptions));
          }
        }
        return {
          pages: out,
          commonLines,
          schemas,
          manifest: {
            title: siteConfig.title,
            siteUrl,
            pages: out.map((page) => ({
              path: page.path,
              markdownPath: markdownPathOf(page.path),
              title: page.title,
              description: page.description,
              section: page.section,
            })),
            charts: chartDocs.charts.map(manifestChart),
            demos: chartDocs.demos.map((demo) => manifestDemo(demo, locale)),
          },
        };
      };
    },

    async postBuild({outDir}) {
      if (!generate) throw new Error('[llms] no content was loaded before the build ended.');
      const emitted = await generate();
      const write = (relative: string, text: string) => {
        const file = path.join(outDir, relative);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, text);
      };
      const site = {title: siteConfig.title, summary: locale.text(siteConfig.tagline), siteUrl, otherLanguages};
      const {baseUrl} = siteConfig;
      for (const page of emitted.pages) write(markdownPathOf(page.path), linksUnderBase(page.markdown, baseUrl));
      write(LLMS_TXT, buildLlmsTxt(site, emitted.pages, locale));
      write(LLMS_FULL_TXT, linksUnderBase(buildLlmsFullTxt(site, emitted.pages, emitted.commonLines, locale), baseUrl));
      for (const [slug, schema] of emitted.schemas) write(schemaPathOf(slug), `${JSON.stringify(schema, null, 2)}\n`);
      const searchDir = path.join(outDir, 'assets', 'search');
      const index = fs.existsSync(searchDir)
        ? fs.readdirSync(searchDir).find((name) => /^search-index\.[\w-]+\.json$/.test(name))
        : undefined;
      if (!index) logger.warn('[llms] no search index under assets/search/: the MCP server will not search.');
      const manifest: LlmsManifest = {...emitted.manifest, searchIndexPath: index ? `/assets/search/${index}` : null};
      write(LLMS_MANIFEST, `${JSON.stringify(manifest)}\n`);
    },
  };
}
