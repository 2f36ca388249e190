import matter from 'gray-matter';
import type {ChangelogData} from '../../changelog/src';
import type {ChartDocsContent, DemoData} from '../../chart-docs/src';
import type {ChartPropsTable} from '../../chart-docs/src';
import {buildGalleryData, eventNames} from '../../chart-docs/src';
import {mdxToMarkdown, type JsxElement, type JsxRenderer} from './mdxToMarkdown';
import {renderDemo} from './renderDemo';
import {markdownTable, propsTableLines} from './renderPropsTable';
import {sinceExplanation, sinceLabel} from '../../chart-docs/src';
import {markdownPathOf} from './markdownPath';
import type {LlmsSectionName} from './types';

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
function renderChartProps(table: ChartPropsTable, mode: PropsMode, ignored: readonly string[] = []): string {
  const note =
    ignored.length > 0
      ? `\n\nAccepted but ignored by this chart (never read when drawn; drawing with them changes nothing): ${ignored
          .map((name) => `\`${name}\``)
          .join(', ')}.`
      : '';
  return renderChartPropsTables(table, mode) + note;
}

function renderChartPropsTables(table: ChartPropsTable, mode: PropsMode): string {
  const parts = [`### ${table.component} options`, markdownTable(propsTableLines(table.own)), '### Common options'];
  if (mode.kind === 'full') return [...parts, markdownTable(propsTableLines(table.common))].join('\n\n');
  const common = propsTableLines(table.common, {observed: false});
  const own = new Set(common);
  const extra = common.filter((line) => !mode.reference.has(line));
  const missing = [...mode.reference]
    .filter((line) => !own.has(line))
    .map((line) => /^\| (`[^`]*`)/.exec(line)?.[1] ?? line);
  parts.push(
    extra.length === 0 && missing.length === 0
      ? 'Exactly the common options listed at the start of this file.'
      : 'The common options listed at the start of this file, with these differences.',
  );
  if (extra.length > 0) parts.push(`Rows of ${table.component} that differ or are added:`, markdownTable(extra));
  if (missing.length > 0) parts.push(`Rows that ${table.component} does not have: ${missing.join(', ')}.`);
  return parts.join('\n\n');
}

/** A chart page's Events section: the recorded events by the part that emits them, and how to listen (as `<ChartEvents />` shows). */
function renderChartEvents(content: ChartContent, slug: string): string {
  const chart = content.charts.find((candidate) => candidate.slug === slug);
  const rows = (chart?.events ?? []).map((group) => {
    const names = eventNames(group)
      .map((name) => `\`${name}\``)
      .join(', ');
    const only =
      group.chartOnly.length > 0
        ? `${names ? '; ' : ''}only on \`plot.chart\`: ${group.chartOnly.map((name) => `\`${name}\``).join(', ')}`
        : '';
    return `| ${group.part} | ${names}${only} | ${group.data.replace(/\|/g, '\\|')} |`;
  });
  return [
    'The chart emits these events (recorded by drawing it and pointing at each part).',
    ['| Emitted by | Events | The event carries |', '| --- | --- | --- |', ...rows].join('\n'),
    'Listen to one event: `onReady` receives the G2Plot chart once it has drawn; its `on(name, handler)` adds a ' +
      'listener (`off(name, handler)` removes it, and `"*"` matches every event). Or every event: ' +
      '`onEvent(plot, event)` is called for each one, with `event.type` its name; it is read when the chart is ' +
      'created, so define it outside the component or with `useCallback`. Events marked "only on `plot.chart`" ' +
      'reach only `plot.chart.on(name, handler)`.',
  ].join('\n\n');
}

function createRenderer(
  content: ChartContent,
  slug: string | undefined,
  frontMatter: FrontMatterHome,
  mode: PropsMode,
): JsxRenderer {
  const demoById = new Map(content.demos.map((demo) => [demo.id, demo]));
  const mainDemo = slug ? content.demos.find((demo) => demo.group === slug) : undefined;
  const table = slug ? content.props[slug] : undefined;
  return ({name, attributes, children}: JsxElement) => {
    switch (name) {
      case 'ChartUsage':
        return mainDemo ? renderDemo(mainDemo, 3) : '';
      case 'ChartProps':
        return table
          ? renderChartProps(table, mode, content.charts.find((chart) => chart.slug === slug)?.ignoredOptions)
          : '';
      case 'ChartEvents':
        return slug ? renderChartEvents(content, slug) : '';
      case 'Demo': {
        const demo = demoById.get(attributes.id ?? '');
        return demo ? renderDemo(demo, 3) : '';
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
          .map((demo) => linkToMarkdown(demo.asset.title, demo.standalonePath, demo.asset.description))
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
): Promise<MarkdownPage> {
  const full = await renderSourcePage(page, content, {kind: 'full'});
  const slug = chartSlugOf(page.path, content.routeBasePaths.chart);
  if (!slug || !reference || !content.props[slug]) return full;
  const compact = await renderSourcePage(page, content, {kind: 'compact', reference});
  return {...full, compactMarkdown: compact.markdown};
}

async function renderSourcePage(page: SourcePage, content: ChartContent, mode: PropsMode): Promise<MarkdownPage> {
  const {data} = matter(page.source);
  const frontMatter = data as FrontMatterHome;
  const chartBase = content.routeBasePaths.chart;
  const slug = chartSlugOf(page.path, chartBase);
  const body = await mdxToMarkdown(page.source, createRenderer(content, slug, frontMatter, mode));
  const title = frontMatter.hero?.title ?? page.title;
  const parts = [`# ${title}`];
  if (page.description && !body.startsWith(page.description)) parts.push(`> ${page.description}`);
  const chartSince = slug ? content.charts.find((chart) => chart.slug === slug)?.since : undefined;
  if (chartSince) parts.push(`${sinceLabel(chartSince)}. ${sinceExplanation(chartSince)}`);
  parts.push(body);
  const others = slug ? (demosByGroup(content.demos).get(slug) ?? []).slice(1) : [];
  if (others.length > 0) parts.push('## Examples', ...others.map((demo) => renderDemo(demo, 3)));
  if (page.path === chartBase) {
    parts.push(
      '## Charts',
      content.charts.map((chart) => linkToMarkdown(chart.title, chart.permalink, chart.description)).join('\n'),
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
export function buildDemoPage(demo: DemoData): MarkdownPage {
  const where = demo.pageLink ? `\n\nShown on [its page](${demo.pageLink}).` : '';
  return {
    path: demo.standalonePath,
    title: demo.asset.title,
    description: demo.asset.description,
    section: 'Optional',
    markdown: `${renderDemo(demo, 1)}${where}\n`,
  };
}

/** The changelog page as Markdown: the documented package's releases first, then each related package's under its name. */
export function buildChangelogPage(changelog: ChangelogData, path: string): MarkdownPage {
  const [documented, ...related] = changelog.lists;
  const description = `The releases of ${documented.name} 1.x, newest first; then those of ${related.map((list) => list.name).join(', ')}, a different package.`;
  const parts = ['# Changelog', `> ${description}`, documented.about];
  for (const [index, list] of changelog.lists.entries()) {
    if (index > 0) parts.push(`## ${list.name}`, `All ${list.releaseCount} releases of ${list.name}. ${list.about}`);
    for (const major of list.majors) {
      parts.push(`## ${major.title}`);
      for (const release of major.releases) {
        parts.push(`### ${release.version}${release.label ? ` (${release.label})` : ''}`, `Released ${release.date}.`);
        const note = list.notes[release.version];
        if (note) parts.push(`Differs from the documented @ant-design/plots 1.x: ${note}`);
        for (const section of release.sections) {
          parts.push(`#### ${section.title}`, section.items.map((item) => `- ${item}`).join('\n'));
        }
      }
    }
  }
  return {path, title: 'Changelog', description, section: 'Docs', markdown: `${parts.join('\n\n')}\n`};
}

/** The examples gallery as Markdown: every demo, by chart category, linked to its own Markdown. */
export function buildExamplesPage(content: ChartContent, path: string): MarkdownPage {
  const description = 'Every demo of the site, grouped by chart category.';
  const parts = ['# Examples', `> ${description}`];
  const demoById = new Map(content.demos.map((demo) => [demo.id, demo]));
  for (const section of buildGalleryData(content.charts, content.demos).sections) {
    parts.push(`## ${section.label}`);
    parts.push(
      section.demos
        .map((card) => {
          const demo = demoById.get(card.id);
          const chart = card.chart ? `${card.chart.title}: ` : '';
          return linkToMarkdown(`${chart}${card.title}`, demo?.standalonePath ?? card.link, card.description);
        })
        .join('\n'),
    );
  }
  return {path, title: 'Examples', description, section: 'Docs', markdown: `${parts.join('\n\n')}\n`};
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
