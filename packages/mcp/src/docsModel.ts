import type {LlmsChart, LlmsDemo, LlmsManifest, LlmsPage} from '@site/plugins/llms/src';
import {
  generateSearchMetadata,
  rankSearchHints,
  type SearchIndex,
  type SearchMetadata,
} from '@site/plugins/search/src/client';
import {MAX_OUTPUT_CHARS, MAX_QUERY_CHARS, MAX_RESULTS} from './limits';
import {siteLink} from './links';
import type {SiteSource} from './siteSource';

/** The file plugins/llms writes beside the pages: every page, chart and demo, and the search index's address. */
export const MANIFEST_PATH = '/llms-manifest.json';

export interface SearchResult {
  title: string;
  /** Absolute address of the result on the site (`https://.../api/line#prop-smooth`). */
  url: string;
  /** Site path with hash (`/api/line#prop-smooth`). */
  link: string;
  /** `page`, `title`, `content`, `demo` or `option`, as the site's search box tells them apart. */
  kind: string;
  snippet: string;
  /** The site's own score for the result (higher first). */
  score: number;
}

/** Cuts text to `max` characters at a line end and says what was left out. */
export function bounded(text: string, max = MAX_OUTPUT_CHARS, hint = ''): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf('\n', max);
  const kept = text.slice(0, cut > 0 ? cut : max);
  const left = text.slice(kept.length).split('\n').filter(Boolean).length;
  return `${kept}\n\n[Cut here: ${left} more lines.${hint ? ` ${hint}` : ''}]`;
}

/**
 * The `## {title}` section of a page's Markdown, heading included, or undefined. A translated page names
 * it by the English heading's id (`## 配置项 {#api}`): `id` is that of `title` (`api` for `API`).
 */
function section(markdown: string, title: string): string | undefined {
  const id = title.toLowerCase();
  const lines = markdown.split('\n');
  const start = lines.findIndex(
    (line) => line === `## ${title}` || (line.startsWith('## ') && line.endsWith(` {#${id}}`)),
  );
  if (start < 0) return undefined;
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start, next < 0 ? undefined : next)
    .join('\n')
    .trim();
}

/** A user's error: the tool answers it as an error result with this message. */
export class ToolInputError extends Error {}

/**
 * The site as the tools see it: its manifest, the Markdown of its pages, the
 * search index ranked by the site's own code (plugins/search/src/client), each loaded once.
 */
export class DocsModel {
  private manifest?: Promise<LlmsManifest>;
  private metadata?: Promise<SearchMetadata>;

  constructor(private readonly source: SiteSource) {}

  loadManifest(): Promise<LlmsManifest> {
    this.manifest ??= this.source.readText(MANIFEST_PATH).then((text) => JSON.parse(text) as LlmsManifest);
    this.manifest.catch(() => {
      // A failed load (no build yet, the site down) is tried again on the next call.
      this.manifest = undefined;
    });
    return this.manifest;
  }

  private loadMetadata(): Promise<SearchMetadata> {
    this.metadata ??= this.loadManifest().then(async (manifest) => {
      if (!manifest.searchIndexPath) throw new Error('This site was built without a search index.');
      const index = JSON.parse(await this.source.readText(manifest.searchIndexPath)) as SearchIndex;
      return generateSearchMetadata(index);
    });
    this.metadata.catch(() => {
      this.metadata = undefined;
    });
    return this.metadata;
  }

  /** Where answers link: the `--site` address when given, else the address the build was made for. */
  private async siteUrl(): Promise<string> {
    return this.source.publicUrl ?? (await this.loadManifest()).siteUrl;
  }

  /** The address of a site link, or undefined for one no answer may carry (`javascript:`, another host). */
  async url(sitePath: string): Promise<string | undefined> {
    return siteLink(sitePath, await this.siteUrl());
  }

  /**
   * Charts and examples the query names by slug or id (`dual-axes`,
   * `line-basic`), found in the manifest: the site's search splits words on
   * hyphens, so it does not know these as words.
   */
  private async named(
    words: readonly string[],
    siteUrl: string,
  ): Promise<{results: SearchResult[]; words: Set<string>}> {
    const {charts, demos} = await this.loadManifest();
    const results: SearchResult[] = [];
    const found = new Set<string>();
    for (const word of words) {
      const chart = charts.find((candidate) => candidate.slug === word);
      const demo = demos.find((candidate) => candidate.id === word);
      if (chart || demo) found.add(word);
      const chartUrl = chart && siteLink(chart.path, siteUrl);
      if (chart && chartUrl) {
        results.push({
          title: chart.title,
          url: chartUrl,
          link: chart.path,
          kind: 'page',
          snippet: `The ${chart.title} chart, <${chart.component} />: get_chart_api {"chart": "${chart.slug}"} gives its options.`,
          score: Number.POSITIVE_INFINITY,
        });
      }
      const demoUrl = demo && siteLink(demo.link, siteUrl);
      if (demo && demoUrl) {
        results.push({
          title: `${demo.title} (example ${demo.id})`,
          url: demoUrl,
          link: demo.link,
          kind: 'demo',
          snippet: `${demo.description} get_example {"id": "${demo.id}"} gives its code.`.trim(),
          score: Number.POSITIVE_INFINITY,
        });
      }
    }
    return {results, words: found};
  }

  /** Results of the site's search for `query`, in the site's order (as its all-results page lists them). */
  async search(query: string, limit = 10): Promise<SearchResult[]> {
    const text = query.trim();
    if (!text) throw new ToolInputError('The query is empty.');
    if (text.length > MAX_QUERY_CHARS)
      throw new ToolInputError(`The query is longer than ${MAX_QUERY_CHARS} characters.`);
    const count = Math.max(1, Math.min(MAX_RESULTS, Math.floor(limit)));
    const metadata = await this.loadMetadata();
    const siteUrl = await this.siteUrl();
    const words = text.toLowerCase().split(/\s+/);
    const {results: named, words: namedWords} = await this.named(words, siteUrl);
    // A slug or id is ranked as its words (`dual-axes` -> `dual axes`), so its page's sections follow it.
    const ranking = words.map((word) => (namedWords.has(word) ? word.replace(/-/g, ' ') : word)).join(' ');
    const groups = rankSearchHints(metadata, ranking, {perGroup: count, total: count});
    const join = (parts: ReadonlyArray<{text: string}>) => parts.map((part) => part.text).join('');
    const ranked = groups
      .flatMap((group) => group.hints)
      .map((hint): SearchResult | undefined => {
        const url = siteLink(hint.link, siteUrl);
        if (!url) return undefined;
        const title = join(hint.highlightTitleTexts);
        return {
          title: hint.pageTitle && hint.pageTitle !== title ? `${title} (${hint.pageTitle})` : title,
          url,
          link: hint.link,
          kind: hint.type,
          snippet: join(hint.highlightTexts).replace(/\s+/g, ' ').trim(),
          score: hint.priority,
        };
      })
      .filter((result) => result !== undefined);
    const seen = new Set<string>();
    return [...named, ...ranked].filter((result) => !seen.has(result.url) && seen.add(result.url)).slice(0, count);
  }

  async findChart(name: string): Promise<LlmsChart> {
    const {charts} = await this.loadManifest();
    // `dual-axes`, `DualAxes`, `DualAxesConfig`, `dual axes` and `dual_axes` all name Dual Axes.
    const key = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
    const wanted = key(name.trim()).replace(/config$/, '');
    const chart = charts.find((candidate) => key(candidate.slug) === wanted || key(candidate.component) === wanted);
    if (!chart) {
      throw new ToolInputError(
        `Unknown chart "${name.slice(0, 60)}". Charts: ${charts.map((candidate) => candidate.slug).join(', ')}.`,
      );
    }
    return chart;
  }

  /** The chart's options as Markdown: the `## API` section of its page's Markdown, optionally one option's rows. */
  async chartApi(name: string, option?: string): Promise<string> {
    const chart = await this.findChart(name);
    const page = await this.source.readText(`${chart.path}.md`);
    const api = section(page, 'API');
    if (api === undefined) throw new Error(`The page of ${chart.title} has no API section.`);
    let body = api;
    if (option) {
      const prefix = option.trim();
      const rows = api.split('\n').filter((line) => {
        const path = /^\| `([^`]+)`/.exec(line)?.[1];
        return path !== undefined && (path === prefix || path.startsWith(`${prefix}.`));
      });
      if (rows.length === 0) throw new ToolInputError(`${chart.title} has no option "${prefix.slice(0, 80)}".`);
      const header = api.split('\n').find((line) => line.startsWith('| Property |'));
      const columns = header ? header.split('|').length - 2 : 4;
      body = [header ?? '| Property | Type | Default | Description |', `|${' --- |'.repeat(columns)}`, ...rows].join(
        '\n',
      );
    } else {
      // The events are short and the table long: they come first, so a cut never drops them.
      const events = section(page, 'Events');
      if (events) body = `${events}\n\n${api}`;
    }
    const pageUrl = await this.url(chart.path);
    const schema = await this.url(chart.schemaPath);
    const links = [
      pageUrl && `Page: ${pageUrl}`,
      schema && `JSON Schema: ${schema}`,
      chart.since && `Added: ${chart.since}`,
    ]
      .filter(Boolean)
      .join('\n');
    const head = `# ${chart.title} (\`<${chart.component} />\`) options${links ? `\n\n${links}` : ''}`;
    return bounded(
      `${head}\n\n${body}\n`,
      MAX_OUTPUT_CHARS,
      'Pass `option` (for example `legend` or `xAxis.label`) to get one option and its fields.',
    );
  }

  async findDemo(id: string): Promise<LlmsDemo> {
    const {demos} = await this.loadManifest();
    // Ids are the manifest's own (`line-basic`): anything else is refused before a file is named.
    const wanted = id.trim().toLowerCase();
    const demo = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(wanted)
      ? demos.find((candidate) => candidate.id === wanted)
      : undefined;
    if (!demo) {
      const near = demos
        .filter((candidate) => id.length >= 2 && candidate.id.includes(id.toLowerCase().slice(0, 20)))
        .slice(0, 10)
        .map((candidate) => candidate.id);
      throw new ToolInputError(
        `Unknown example id "${id.slice(0, 60)}".${near.length ? ` Did you mean: ${near.join(', ')}?` : ' search_docs finds examples.'}`,
      );
    }
    return demo;
  }

  /** One example: its description, where it shows, and its code (from its page's Markdown). */
  async example(id: string): Promise<string> {
    const demo = await this.findDemo(id);
    const markdown = await this.source.readText(demo.markdownPath);
    const live = await this.url(demo.link);
    return bounded(`${markdown.trim()}\n${live ? `\nSee it live: ${live}\n` : ''}`);
  }

  async pages(): Promise<LlmsPage[]> {
    return (await this.loadManifest()).pages;
  }

  async pageMarkdown(page: LlmsPage): Promise<string> {
    return this.source.readText(page.markdownPath);
  }
}
