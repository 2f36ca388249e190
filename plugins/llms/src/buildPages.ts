import matter from 'gray-matter';
import type {ChartDocsContent, DemoData} from '../../chart-docs/src';
import type {ChartPropsTable} from '../../chart-docs/src';
import {buildGalleryData, eventNames} from '../../chart-docs/src';
import {mdxToMarkdown, type JsxElement, type JsxRenderer} from './mdxToMarkdown';
import {renderDemo} from './renderDemo';
import {markdownTable, propsTableLines} from './renderPropsTable';
import {sinceExplanation, sinceLabel} from '../../chart-docs/src';
import {markdownPathOf} from './markdownPath';
import {ENGLISH, type Localizer} from './locale/phrases';
import type {LlmsSectionName} from './types';

export {buildChangelogPage} from './buildChangelogPage';

/** A page's Markdown twin, before it is written. */
export interface MarkdownPage {
  path: string;
  title: string;
  description: string;
  section: LlmsSectionName;
  markdown: string;
  /**
   * The same for `llms-full.txt`, where a chart's common options (~90% of its
   * table, nearly the same for every chart) are given once for all charts and
   * each chart lists only how its own differ. Absent: same as `markdown`.
   */
  compactMarkdown?: string;
}

/** How a chart page's `<ChartProps />` is written: whole, or its common part as the differences from `reference`. */
export type PropsMode = {kind: 'full'} | {kind: 'compact'; reference: ReadonlySet<string>};

/** A doc or an MDX page to turn into Markdown. */
export interface SourcePage {
  path: string;
  title: string;
  description: string;
  /** The MD/MDX source, front matter included. */
  source: string;
  section: LlmsSectionName;
}

export type ChartContent = Pick<ChartDocsContent, 'charts' | 'demos' | 'props' | 'routeBasePaths'>;

function demosByGroup(demos: readonly DemoData[]): Map<string, DemoData[]> {
  const groups = new Map<string, DemoData[]>();
  for (const demo of demos) groups.set(demo.group, [...(groups.get(demo.group) ?? []), demo]);
  return groups;
}

function chartSlugOf(path: string, chartBase: string): string | undefined {
  const match = new RegExp(`^${chartBase}/([^/]+)$`).exec(path);
  return match?.[1];
}

function linkToMarkdown(title: string, path: string, note?: string): string {
  return `- [${title}](${markdownPathOf(path)})${note ? `: ${note}` : ''}`;
}

interface FrontMatterHome {
  hero?: {title?: string; description?: string};
  features?: Array<{title?: string; description?: string; link?: string}>;
  demos?: string[];
}

/**
 * What each JSX element of the site's pages becomes in Markdown. `slug` is
 * the chart of a chart page (its `<ChartUsage />` and `<ChartProps />`).
 */
function renderChartProps(
  table: ChartPropsTable,
  mode: PropsMode,
  ignored: readonly string[] = [],
  locale: Localizer = ENGLISH,
): string {
  const note =
    ignored.length > 0
      ? `\n\n${locale.phrase('twin.ignored', {names: ignored.map((name) => `\`${name}\``).join(', ')})}`
      : '';
  return renderChartPropsTables(table, mode, locale) + note;
}

function renderChartPropsTables(table: ChartPropsTable, mode: PropsMode, locale: Localizer): string {
  const parts = [
    `### ${locale.phrase('twin.options', {component: table.component})}`,
    markdownTable(propsTableLines(table.own, {locale})),
    `### ${locale.phrase('twin.commonOptions')}`,
  ];
  if (mode.kind === 'full') return [...parts, markdownTable(propsTableLines(table.common, {locale}))].join('\n\n');
  const common = propsTableLines(table.common, {observed: false, locale});
  const own = new Set(common);
  const extra = common.filter((line) => !mode.reference.has(line));
  const missing = [...mode.reference]
    .filter((line) => !own.has(line))
    .map((line) => /^\| (`[^`]*`)/.exec(line)?.[1] ?? line);
  parts.push(
    extra.length === 0 && missing.length === 0
      ? locale.phrase('twin.compactSame')
      : locale.phrase('twin.compactDiffers'),
  );
  if (extra.length > 0) {
    parts.push(locale.phrase('twin.compactExtra', {component: table.component}), markdownTable(extra));
  }
  if (missing.length > 0) {
    parts.push(locale.phrase('twin.compactMissing', {component: table.component, names: missing.join(', ')}));
  }
  return parts.join('\n\n');
}

/** A chart page's Events section: the recorded events by the part that emits them, and how to listen (as `<ChartEvents />` shows). */
function renderChartEvents(content: ChartContent, slug: string, locale: Localizer): string {
  const chart = content.charts.find((candidate) => candidate.slug === slug);
  const rows = (chart?.events ?? []).map((group) => {
    const names = eventNames(group)
      .map((name) => `\`${name}\``)
      .join(', ');
    const only =
      group.chartOnly.length > 0
        ? `${names ? '; ' : ''}${locale.phrase('twin.eventsChartOnly', {names: group.chartOnly.map((name) => `\`${name}\``).join(', ')})}`
        : '';
    return `| ${locale.text(group.part)} | ${names}${only} | ${locale.text(group.data).replace(/\|/g, '\\|')} |`;
  });
  // The header row stays English in every language, as the props tables' does (README, "Languages").
  return [
    locale.phrase('twin.eventsIntro'),
    ['| Emitted by | Events | The event carries |', '| --- | --- | --- |', ...rows].join('\n'),
    locale.phrase('twin.eventsListen'),
  ].join('\n\n');
}

function createRenderer(
  content: ChartContent,
  slug: string | undefined,
  frontMatter: FrontMatterHome,
  mode: PropsMode,
  locale: Localizer,
): JsxRenderer {
  const demoById = new Map(content.demos.map((demo) => [demo.id, demo]));
  const mainDemo = slug ? content.demos.find((demo) => demo.group === slug) : undefined;
  const table = slug ? content.props[slug] : undefined;
  return ({name, attributes, children}: JsxElement) => {
    switch (name) {
      case 'ChartUsage':
        return mainDemo ? renderDemo(mainDemo, 3, locale) : '';
      case 'ChartProps':
        return table
          ? renderChartProps(table, mode, content.charts.find((chart) => chart.slug === slug)?.ignoredOptions, locale)
          : '';
      case 'ChartEvents':
        return slug ? renderChartEvents(content, slug, locale) : '';
      case 'Demo': {
        const demo = demoById.get(attributes.id ?? '');
        return demo ? renderDemo(demo, 3, locale) : '';
      }
      case 'TabItem':
        return `**${attributes.label ?? attributes.value ?? ''}**\n\n${children}`;
      case 'Badge':
        return attributes.kind ? `**${attributes.kind}**` : '';
      case 'HomeHero':
        return frontMatter.hero?.description ?? '';
      case 'HomeFeatures':
        return (frontMatter.features ?? [])
          .map((feature) =>
            feature.link
              ? `- **[${feature.title ?? ''}](${feature.link})**: ${feature.description ?? ''}`
              : `- **${feature.title ?? ''}**: ${feature.description ?? ''}`,
          )
          .join('\n');
      case 'HomeGallery':
        return (frontMatter.demos ?? [])
          .map((id) => demoById.get(id))
          .filter((demo): demo is DemoData => demo !== undefined)
          .map((demo) =>
            linkToMarkdown(locale.text(demo.asset.title), demo.standalonePath, locale.text(demo.asset.description)),
          )
          .join('\n');
      default:
        // Wrappers (`<ChartPage>`, `<Tabs>`, `<div>`) keep their children.
        return undefined;
    }
  };
}

/**
 * A doc or MDX page as Markdown: `# title`, its description, the body, and
 * what its route adds (a chart page's other demos, the API index's chart list).
 * `reference` (the common rows shared in `llms-full.txt`) gives a chart page its compact variant.
 */
export async function buildSourcePage(
  page: SourcePage,
  content: ChartContent,
  reference?: ReadonlySet<string>,
  locale: Localizer = ENGLISH,
): Promise<MarkdownPage> {
  const full = await renderSourcePage(page, content, {kind: 'full'}, locale);
  const slug = chartSlugOf(page.path, content.routeBasePaths.chart);
  if (!slug || !reference || !content.props[slug]) return full;
  const compact = await renderSourcePage(page, content, {kind: 'compact', reference}, locale);
  return {...full, compactMarkdown: compact.markdown};
}

async function renderSourcePage(
  page: SourcePage,
  content: ChartContent,
  mode: PropsMode,
  locale: Localizer,
): Promise<MarkdownPage> {
  const {data} = matter(page.source);
  const frontMatter = data as FrontMatterHome;
  const chartBase = content.routeBasePaths.chart;
  const slug = chartSlugOf(page.path, chartBase);
  const body = await mdxToMarkdown(page.source, createRenderer(content, slug, frontMatter, mode, locale));
  const title = frontMatter.hero?.title ?? page.title;
  const parts = [`# ${title}`];
  if (page.description && !body.startsWith(page.description)) parts.push(`> ${page.description}`);
  const chartSince = slug ? content.charts.find((chart) => chart.slug === slug)?.since : undefined;
  if (chartSince) parts.push(locale.text(`${sinceLabel(chartSince)}. ${sinceExplanation(chartSince)}`));
  parts.push(body);
  const others = slug ? (demosByGroup(content.demos).get(slug) ?? []).slice(1) : [];
  if (others.length > 0) {
    parts.push(`## ${locale.phrase('twin.examples')}`, ...others.map((demo) => renderDemo(demo, 3, locale)));
  }
  if (page.path === chartBase) {
    parts.push(
      `## ${locale.phrase('twin.charts')}`,
      content.charts
        .map((chart) => linkToMarkdown(locale.text(chart.title), chart.permalink, locale.text(chart.description)))
        .join('\n'),
    );
  }
  return {
    path: page.path,
    title,
    description: page.description,
    section: page.section,
    markdown: `${parts.join('\n\n')}\n`,
  };
}

/** The standalone page of one demo (`/~demos/line-basic`): its title, description, code and where it shows. */
export function buildDemoPage(demo: DemoData, locale: Localizer = ENGLISH): MarkdownPage {
  const where = demo.pageLink ? `\n\n${locale.phrase('twin.shownOn', {link: demo.pageLink})}` : '';
  return {
    path: demo.standalonePath,
    title: locale.text(demo.asset.title),
    description: locale.text(demo.asset.description),
    section: 'Optional',
    markdown: `${renderDemo(demo, 1, locale)}${where}\n`,
  };
}

/** The examples gallery as Markdown: every demo, by chart category, linked to its own Markdown. */
export function buildExamplesPage(content: ChartContent, path: string, locale: Localizer = ENGLISH): MarkdownPage {
  const description = locale.phrase('examples.description');
  const title = locale.phrase('examples.title');
  const parts = [`# ${title}`, `> ${description}`];
  const demoById = new Map(content.demos.map((demo) => [demo.id, demo]));
  for (const section of buildGalleryData(content.charts, content.demos).sections) {
    parts.push(`## ${locale.text(section.label)}`);
    parts.push(
      section.demos
        .map((card) => {
          const demo = demoById.get(card.id);
          const chart = card.chart ? `${locale.text(card.chart.title)}: ` : '';
          return linkToMarkdown(
            `${chart}${locale.text(card.title)}`,
            demo?.standalonePath ?? card.link,
            locale.text(card.description),
          );
        })
        .join('\n'),
    );
  }
  return {path, title, description, section: 'Docs', markdown: `${parts.join('\n\n')}\n`};
}

/** The common rows most charts share, as table lines: the reference `llms-full.txt` gives once. */
export function referenceCommonLines(content: ChartContent): string[] {
  const counts = new Map<string, number>();
  const tables = Object.values(content.props);
  for (const table of tables)
    for (const line of new Set(propsTableLines(table.common, {observed: false}))) {
      counts.set(line, (counts.get(line) ?? 0) + 1);
    }
  // A row goes in when more than half the charts have it exactly; each chart then lists its differences.
  return [...counts].filter(([, count]) => count * 2 > tables.length).map(([line]) => line);
}
