import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {loadChangelog} from '../../../../changelog/src/loadChangelog';
import {DEFAULT_OPTIONS as CHANGELOG_DEFAULTS} from '../../../../changelog/src/options';
import {buildDemoRecords} from '../../../../chart-docs/src/buildDemoRecords';
import {loadChartRegistry} from '../../../../chart-docs/src/loadChartRegistry';
import {DEFAULT_OPTIONS as CHART_DOCS_DEFAULTS} from '../../../../chart-docs/src/options';
import {
  applyEnglishDescriptions,
  readEnglishDescriptions,
} from '../../../../chart-docs/src/props/applyEnglishDescriptions';
import {extractAllChartProps} from '../../../../chart-docs/src/props/extractChartProps';
import {readDependencyVersions} from '../../../../chart-docs/src/readDependencyVersions';
import {scanDemos} from '../../../../chart-docs/src/scanDemos';
import type {SearchIndex} from '../../types';
import {assembleSearchIndex} from '../../assembleSearchIndex';
import type {IndexedDoc} from '../../collectDocRoutes';
import {DEFAULT_OPTIONS as SEARCH_DEFAULTS} from '../../options';

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

/** What the docs plugin reports for a released doc: permalink from `slug` or the file path. */
function readDoc(file: string): IndexedDoc {
  const source = `@site/${DOCS_DIR}/${file}`;
  const {data} = matter(fs.readFileSync(path.join(SITE_DIR, DOCS_DIR, file), 'utf8'));
  // A folder's index keeps its trailing slash, as the docs plugin reports it (`recipes/index.mdx` -> `/recipes/`).
  const fromPath = `/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '$1')}`;
  return {
    title: String(data.title),
    description: data.description ? String(data.description) : '',
    unlisted: false,
    permalink: typeof data.slug === 'string' ? data.slug : fromPath,
    source,
  };
}

/**
 * The search index of this site built from its sources, the way the plugin
 * builds it from the loaded content, without a Docusaurus build: the same
 * chart registry, demos, props tables (from the typings) and changelog.
 * Takes a few seconds (one TypeScript program for the props tables).
 */
export async function loadSiteSearchIndex(): Promise<SearchIndex> {
  const charts = loadChartRegistry(SITE_DIR);
  const records = buildDemoRecords(charts, scanDemos(SITE_DIR), readDependencyVersions(SITE_DIR), CHART_DOCS_DEFAULTS);
  const props = applyEnglishDescriptions(
    extractAllChartProps(SITE_DIR, charts),
    readEnglishDescriptions(SITE_DIR),
  ).tables;
  const home = matter(fs.readFileSync(path.join(SITE_DIR, 'src/pages/index.mdx'), 'utf8')).data;
  return assembleSearchIndex({
    docs: {loadedVersions: [{isLast: true, docs: listMdx(DOCS_DIR).map(readDoc)}]},
    pages: [
      {
        type: 'mdx',
        permalink: '/',
        source: '@site/src/pages/index.mdx',
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
    navbarItems: NAVBAR_ITEMS,
    siteTitle: 'Ant Design Plots',
    changelogPath: SEARCH_DEFAULTS.changelogPath,
    readSource: (aliased) => fs.readFileSync(path.join(SITE_DIR, aliased.replace(/^@site\//, '')), 'utf8'),
  });
}
