import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {JSXPageMetadata, MDXPageMetadata} from '@docusaurus/plugin-content-pages';
import type {ChangelogData} from '../../changelog/src';
import type {ChartDocsContent, DemoData} from '../../chart-docs/src';
import {DEMO_TOPICS, plainDescription, sinceSearchText, walkPropRows} from '../../chart-docs/src';
import type {IndexTitles} from './constants';
import type {SearchDemo, SearchIndex, SearchNavSection, SearchOptionIndex, SearchRoute, SearchSection} from './types';
import {extractMdxText, withFrontMatterText} from './mdxText';

/** The docs and pages plugins' content, narrowed to the fields read here (tests build only these); `source` is aliased. */
export interface IndexedDocsContent {
  loadedVersions: Array<Pick<LoadedVersion, 'isLast'> & {docs: IndexedDoc[]}>;
}
export type IndexedDoc = Pick<DocMetadata, 'title' | 'description' | 'permalink' | 'source' | 'unlisted'>;
export type IndexedPage =
  | Pick<JSXPageMetadata, 'type' | 'permalink' | 'source'>
  | Pick<MDXPageMetadata, 'type' | 'permalink' | 'source' | 'title' | 'description' | 'unlisted'>;
/** What the index needs of a demo record (the chart-docs plugin decides its page and link). */
export type DemoLike = Pick<DemoData, 'file' | 'asset' | 'routeId' | 'pageLink'>;

/** The loaded content of the plugins the index reads, and how to read a source file. */
export interface SiteContent {
  docs: IndexedDocsContent | undefined;
  pages: readonly IndexedPage[] | undefined;
  changelog: ChangelogData | undefined;
  chartDocs: (Pick<ChartDocsContent, 'charts' | 'props' | 'routeBasePaths'> & {demos: readonly DemoLike[]}) | undefined;
  navbarItems: readonly unknown[] | undefined;
  siteTitle: string;
  changelogPath: string;
  /** The words the index writes itself, in the build's language (LOCALE_TITLES); English by default. */
  titles?: IndexTitles;
  /** The gallery topics' names in the build's language (topicLabelsFrom); English by default. */
  topicLabels?: ReadonlyMap<string, string>;
  /** BASE_URL (default `/`): taken off Docusaurus' permalinks; the search box adds it back. */
  baseUrl?: string;
  readSource: (aliased: string) => string;
  warn?: (message: string) => void;
}

/** The chart whose page shows a row shared by several charts when the query names none. */
export const REPRESENTATIVE_CHART = 'line';
/** The not-found page is never a search result. */
const NOT_INDEXED_PAGE = /(^|\/)404(\/|$)/;
/** The gallery topics' English names (`Large data`), by id. */
const TOPIC_LABELS: ReadonlyMap<string, string> = new Map(DEMO_TOPICS.map((topic) => [topic.id, topic.label]));

/**
 * The gallery topics' names in a build's language, by id: the site's translations (`code.json`, the
 * ids `site.examples.topic.{id}` the gallery shows them by), English where one is missing.
 */
export function topicLabelsFrom(codeJson: Readonly<Record<string, {message?: string}>>): ReadonlyMap<string, string> {
  return new Map(
    DEMO_TOPICS.map((topic) => [topic.id, codeJson[`site.examples.topic.${topic.id}`]?.message ?? topic.label]),
  );
}

/**
 * MDX pages (a React page is left out with a warning, see the README) and the docs of the last
 * version (a second version would double every hit), read from their sources; then the changelog.
 */
async function collectRoutes(content: SiteContent, warn: (message: string) => void): Promise<SearchRoute[]> {
  const {pages = [], docs, readSource, baseUrl = '/', changelog} = content;
  const demoBase = content.chartDocs?.routeBasePaths.demo;
  const mdxPages = pages.flatMap((page) => {
    // Pages that show one demo alone are not results: the demo itself is, on its chart page.
    const isDemo = demoBase && (page.permalink === demoBase || page.permalink.startsWith(`${demoBase}/`));
    if (NOT_INDEXED_PAGE.test(page.permalink) || isDemo || (page.type === 'mdx' && page.unlisted)) return [];
    if (page.type === 'mdx') return [{...page, title: page.title ?? content.siteTitle}];
    warn(`${page.source}: a React page is not indexed; write it in MDX to make it searchable.`);
    return [];
  });
  const lastDocs = (docs?.loadedVersions ?? []).filter((version) => version.isLast).flatMap((version) => version.docs);
  const sources = [...mdxPages, ...lastDocs.filter((doc) => !doc.unlisted)];
  const routes = await Promise.all(
    sources.map(async ({source, permalink, title, description}): Promise<SearchRoute> => {
      const extracted = await extractMdxText(readSource(source), {warn: (message) => warn(`${source}: ${message}`)});
      const {heroTitle, sections} = withFrontMatterText(extracted.frontMatter, extracted.sections);
      const path = permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
      return {path, title: heroTitle ?? title, ...(description ? {description} : {}), sections};
    }),
  );
  return changelog
    ? [...routes, collectChangelogRoute(changelog, content.changelogPath, content.titles?.changelog)]
    : routes;
}

/**
 * The changelog page: per package (the documented one first) one heading per major (`#1x`) and per
 * version (`#126`, `#g2plot-react-2135`), titled with the package's name so a version number finds
 * the right package, with date, label and change items as text. Anchors come from the plugin's data.
 */
export function collectChangelogRoute(data: ChangelogData, path: string, title = 'Changelog'): SearchRoute {
  const sections: SearchSection[] = [];
  data.lists.forEach((list, index) => {
    if (index > 0) {
      sections.push({
        heading: {id: list.anchorPrefix.replace(/-$/, ''), depth: 2, title: list.name},
        paragraphs: [list.about],
      });
    }
    for (const major of list.majors) {
      sections.push({heading: {id: major.anchor, depth: 2, title: major.title}, paragraphs: []});
      for (const release of major.releases) {
        sections.push({
          heading: {id: release.anchor, depth: 3, title: `${list.name} ${release.version}`},
          paragraphs: [
            [release.date, release.label].filter(Boolean).join(' '),
            ...release.sections.flatMap((section) => section.items.map((item) => `${section.title}: ${item}`)),
          ],
        });
      }
    }
  });
  const [documented, ...related] = data.lists;
  const others = related.map((list) => `${list.releaseCount} of ${list.name}`).join(', ');
  const description = `Release history: ${documented.releaseCount} versions of ${documented.name}, then ${others}.`;
  return {path, title, description, sections};
}

/**
 * One entry per demo, linked to its block as the chart-docs plugin placed it, with the labels of its
 * topics (`Large data`) after its keywords. A demo whose page is not indexed is reported and left out.
 */
export function collectDemoEntries(
  demos: readonly DemoLike[],
  routePaths: ReadonlySet<string>,
  warn: (message: string) => void = () => {},
  topicLabels: ReadonlyMap<string, string> = TOPIC_LABELS,
): SearchDemo[] {
  return demos.flatMap((demo) => {
    const {routeId, pageLink, asset} = demo;
    if (routeId === null || pageLink === null || !routePaths.has(routeId)) {
      warn(`${demo.file}: no indexed page shows this demo (${routeId ?? 'none'}); it is left out of the search index.`);
      return [];
    }
    const folded = new Set(asset.keywords.map((keyword) => keyword.toLowerCase()));
    const labels = (asset.topics ?? []).flatMap((id) => {
      const label = topicLabels.get(id);
      return label && !folded.has(label.toLowerCase()) ? [label] : [];
    });
    const description = plainDescription(asset.description);
    return [
      {
        id: asset.id,
        link: pageLink,
        routePath: routeId,
        title: asset.title,
        description,
        keywords: [...asset.keywords, ...labels],
      },
    ];
  });
}

/**
 * Every row of every indexed chart's props table (nested paths included). A row several charts show
 * with the same description (the 35 copies of `legend.position`) is stored once with those charts,
 * Line first, so the search shows it once, or on the chart the query names.
 */
export function collectOptionRows(
  tables: ChartDocsContent['props'] | undefined,
  chartPagePath: (slug: string) => string | undefined,
  indexedPaths: ReadonlySet<string>,
  addedIn?: string,
): SearchOptionIndex | undefined {
  const first = (slug: string) => Number(slug === REPRESENTATIVE_CHART);
  const charts = Object.keys(tables ?? {})
    .flatMap((slug) => {
      const page = chartPagePath(slug);
      return page !== undefined && indexedPaths.has(page) ? [{slug, page}] : [];
    })
    .sort((a, b) => first(b.slug) - first(a.slug) || a.slug.localeCompare(b.slug));
  if (!tables || charts.length === 0) return undefined;
  const chartsByRow = new Map<string, {path: string; description: string; charts: number[]}>();
  charts.forEach(({slug}, chart) => {
    for (const {path, row} of walkPropRows([...tables[slug].own, ...tables[slug].common])) {
      // "added in G2Plot 2.3.1" finds the options a release brought.
      const description = row.since ? `${row.description} ${sinceSearchText(row.since, addedIn)}.` : row.description;
      const key = `${path}\u0000${description}`;
      const entry = chartsByRow.get(key) ?? {path, description, charts: []};
      if (entry.charts.at(-1) !== chart) entry.charts.push(chart);
      chartsByRow.set(key, entry);
    }
  });
  const setIds = new Map<string, number>();
  const chartSets: number[][] = [];
  const rows = [...chartsByRow.values()].map(({path, description, charts: set}): [string, string, number] => {
    const key = set.join(',');
    if (!setIds.has(key)) setIds.set(key, chartSets.push(set) - 1);
    return [path, description, setIds.get(key)!];
  });
  return {pages: charts.map((chart) => chart.page), chartSets, rows};
}

/**
 * The sections results are grouped by, in navbar order: Home first, then every internal navbar link
 * (`to`), dropdowns included. External links and items without a label are not sections.
 */
export function buildNavSections(navbarItems: readonly unknown[] | undefined, homeTitle = 'Home'): SearchNavSection[] {
  const sections: SearchNavSection[] = [{title: homeTitle, link: '/'}];
  const visit = (items: readonly unknown[]) => {
    for (const raw of items) {
      const item = (raw ?? {}) as {to?: unknown; label?: unknown; items?: unknown};
      if (typeof item.to === 'string' && typeof item.label === 'string' && item.to.startsWith('/')) {
        const link = item.to.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
        if (!sections.some((section) => section.link === link)) sections.push({title: item.label, link});
      }
      if (Array.isArray(item.items)) visit(item.items);
    }
  };
  visit(navbarItems ?? []);
  return sections;
}

/**
 * The whole index from the site's loaded content, for the plugin (allContentLoaded) and for the
 * ranking tests, which load the same content from the sources without a build. Routes are
 * deduplicated by path (a later one wins) and sorted, so the file is stable.
 */
export async function assembleSearchIndex(content: SiteContent): Promise<SearchIndex> {
  const {chartDocs} = content;
  const warn = content.warn ?? (() => {});
  const byPath = new Map((await collectRoutes(content, warn)).map((route) => [route.path, route]));
  const paths = new Set(byPath.keys());
  // A props table's rows link to its chart's page, as the chart-docs plugin lists it (`/api/line`).
  const chartPages = new Map(chartDocs?.charts.map((chart) => [chart.slug, chart.permalink]) ?? []);
  const options = collectOptionRows(chartDocs?.props, (slug) => chartPages.get(slug), paths, content.titles?.addedIn);
  return {
    routes: [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    demos: collectDemoEntries(chartDocs?.demos ?? [], paths, warn, content.topicLabels),
    nav: buildNavSections(content.navbarItems, content.titles?.home),
    ...(content.titles ? {otherTitle: content.titles.other} : {}),
    ...(options ? {options} : {}),
  };
}
