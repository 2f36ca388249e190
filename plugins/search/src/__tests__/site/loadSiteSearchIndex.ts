import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {loadChangelog} from '../../../../changelog/src/loadChangelog';
import {DEFAULT_OPTIONS as CHANGELOG_DEFAULTS} from '../../../../changelog/src/options';
import {buildDemoRecords} from '../../../../chart-docs/src/buildDemoRecords';
import {loadChartRegistry} from '../../../../chart-docs/src/loadChartRegistry';
import {DEFAULT_OPTIONS as CHART_DOCS_DEFAULTS} from '../../../../chart-docs/src/options';
import {buildPropsTables} from '../../../../chart-docs/src/props/buildPropsTables';
import {chartDocsLanguage} from '../../../../chart-docs/src/translate/chartDocsLanguage';
import {readDependencyVersions} from '../../../../chart-docs/src/readDependencyVersions';
import {scanDemos} from '../../../../chart-docs/src/scanDemos';
import type {SearchIndex} from '../../types';
import {assembleSearchIndex, topicLabelsFrom, type IndexedDoc} from '../../siteIndex';
import {DEFAULT_OPTIONS as SEARCH_DEFAULTS} from '../..';
import {LOCALE_TITLES} from '../../constants';
import {ZH_LOCALE, readZhMemory, translateDemoAsset, zhNavbarLabel, zhSource} from './zhContent';

export const SITE_DIR = path.resolve(__dirname, '../../../../..');

/** The docs, which the site serves at the normal paths (docs plugin routeBasePath `/`). */
const DOCS_DIR = 'docs';

/** The navbar of docusaurus.config.ts, as far as the index reads it (internal links, in order). */
const NAVBAR_ITEMS = [
  {to: '/guide', label: 'Guide'},
  {to: '/api', label: 'API'},
  {to: '/changelog', label: 'Changelog'},
];

function listMdx(dir: string): string[] {
  return fs
    .readdirSync(path.join(SITE_DIR, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'));
}

/** The site's languages: English, and Chinese at `/zh-CN/` (its own index). */
type SiteLocale = 'en' | typeof ZH_LOCALE;

/**
 * What the docs plugin reports for a released doc: permalink from `slug` or the file path; in
 * Chinese the translated source (the permalink stays the English one, as Docusaurus keeps it).
 */
function readDoc(file: string, locale: SiteLocale): IndexedDoc {
  const english = `${DOCS_DIR}/${file}`;
  const sitePath = locale === ZH_LOCALE ? zhSource(SITE_DIR, english) : english;
  const source = `@site/${sitePath}`;
  const {data} = matter(fs.readFileSync(path.join(SITE_DIR, sitePath), 'utf8'));
  const permalinkData = matter(fs.readFileSync(path.join(SITE_DIR, english), 'utf8')).data;
  // A folder's index keeps its trailing slash, as the docs plugin reports it (`recipes/index.mdx` -> `/recipes/`).
  const fromPath = `/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '$1')}`;
  return {
    title: String(data.title),
    description: data.description ? String(data.description) : '',
    unlisted: false,
    permalink: typeof permalinkData.slug === 'string' ? permalinkData.slug : fromPath,
    source,
  };
}

/**
 * The search index of this site built from its sources, the way the plugin
 * builds it from the loaded content, without a Docusaurus build: the same
 * chart registry, demos, props tables (typings and the engine recording) and changelog.
 * Takes a few seconds (one TypeScript program for the props tables).
 */
export async function loadSiteSearchIndex(locale: SiteLocale = 'en'): Promise<SearchIndex> {
  const zh = locale === ZH_LOCALE;
  // Chart names as their Chinese pages give them (`折线图`), as the chart-docs plugin reads them in zh-CN.
  const charts = loadChartRegistry(SITE_DIR).map((chart) => {
    if (!zh) return chart;
    const {data} = matter(
      fs.readFileSync(path.join(SITE_DIR, zhSource(SITE_DIR, `docs/api/${chart.slug}.mdx`)), 'utf8'),
    );
    return {
      ...chart,
      title: String(data.title ?? chart.title),
      description: String(data.description ?? chart.description),
    };
  });
  const demoMemory = zh ? readZhMemory(SITE_DIR, 'demos') : new Map<string, string>();
  const demoFiles = scanDemos(SITE_DIR).map((demo) =>
    zh ? {...demo, asset: translateDemoAsset(demo.id, demo.asset, demoMemory)} : demo,
  );
  const records = buildDemoRecords(charts, demoFiles, readDependencyVersions(SITE_DIR), CHART_DOCS_DEFAULTS);
  // The plugin's own props tables: recorded defaults, and no row of an option the chart never reads.
  const props = buildPropsTables(SITE_DIR, charts, undefined, chartDocsLanguage(SITE_DIR, locale)).tables;
  const homePath = zh ? zhSource(SITE_DIR, 'src/pages/index.mdx') : 'src/pages/index.mdx';
  const home = matter(fs.readFileSync(path.join(SITE_DIR, homePath), 'utf8')).data;
  return assembleSearchIndex({
    docs: {loadedVersions: [{isLast: true, docs: listMdx(DOCS_DIR).map((file) => readDoc(file, locale))}]},
    pages: [
      {
        type: 'mdx',
        permalink: '/',
        source: `@site/${homePath}`,
        title: String(home.title),
        description: String(home.description),
        unlisted: false,
      },
    ],
    changelog: await loadChangelog(SITE_DIR, CHANGELOG_DEFAULTS.lists),
    chartDocs: {
      ...records,
      props,
      routeBasePaths: {chart: CHART_DOCS_DEFAULTS.chartRouteBasePath, demo: CHART_DOCS_DEFAULTS.demoRouteBasePath},
    },
    navbarItems: zh
      ? NAVBAR_ITEMS.map((item) => ({...item, label: zhNavbarLabel(SITE_DIR, item.label)}))
      : NAVBAR_ITEMS,
    siteTitle: 'Ant Design Plots',
    changelogPath: SEARCH_DEFAULTS.changelogPath,
    titles: LOCALE_TITLES[locale],
    ...(zh
      ? {topicLabels: topicLabelsFrom(JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'i18n/zh-CN/code.json'), 'utf8')))}
      : {}),
    readSource: (aliased) => fs.readFileSync(path.join(SITE_DIR, aliased.replace(/^@site\//, '')), 'utf8'),
  });
}
