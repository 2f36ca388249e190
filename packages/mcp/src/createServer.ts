import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {bounded, DocsModel, ToolInputError} from './docsModel';
import {MAX_QUERY_CHARS, MAX_RESULTS} from './limits';
import {DEFAULT_LANGUAGE, LANGUAGES, languageSource, parseLanguage, type Language} from './language';
import type {SiteSource} from './siteSource';
import type {LlmsPage} from '@site/plugins/llms/src';

export const SERVER_NAME = 'ant-design-plots-docs';
export const SERVER_VERSION = '0.1.0';
/** Largest page a resource read returns whole (a chart page with its full props table is ~180 KB). */
const MAX_RESOURCE_CHARS = 256 * 1024;

function text(value: string): CallToolResult {
  return {content: [{type: 'text', text: value}]};
}

/** Runs a tool; input errors and failed reads come back as error results that say what went wrong. */
async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      isError: true,
      content: [{type: 'text', text: error instanceof ToolInputError ? message : `Failed: ${message}`}],
    };
  }
}

/**
 * The MCP server of the docs: three tools and every docs and chart page's
 * Markdown as a resource. `source` is a local build or a deployed site; its
 * manifest is read first, so a missing build stops the start with a clear message.
 */
export async function createDocsServer(source: SiteSource): Promise<McpServer> {
  const docs = new DocsModel(source);
  const models = new Map<Language, DocsModel>();
  /** The model of the language asked for; a language the site was not built in is said so, by name. */
  const docsIn = async (value: string | undefined): Promise<DocsModel> => {
    const language = parseLanguage(value);
    // English is the source itself: its errors stay as they were (a site that is down is not "without English").
    if (language === DEFAULT_LANGUAGE) return docs;
    let model = models.get(language);
    if (!model) {
      model = new DocsModel(languageSource(source, language));
      models.set(language, model);
    }
    await model.loadManifest().catch((error: unknown) => {
      throw new ToolInputError(
        `The site has no ${language} pages (${error instanceof Error ? error.message : String(error)}): ` +
          `build that locale (docusaurus build --locale ${language}) or leave out "language".`,
      );
    });
    return model;
  };
  const language = z
    .string()
    .max(20)
    .optional()
    .describe(
      `The docs' language: ${LANGUAGES.join(' or ')} (default ${DEFAULT_LANGUAGE}). ` +
        'Titles, descriptions and texts follow it; code, option names and links to anchors are the same in both.',
    );
  const pages = await docs.pages().catch((error: unknown) => {
    throw new Error(
      `Cannot read the site's manifest from ${source.label}: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        'Documentation of @ant-design/plots 1.x (React charts on G2Plot 2.x). Use search_docs to find pages, ' +
        "options and examples, get_chart_api for a chart's options (props) and get_example for an example's code. " +
        'Options of one chart do not apply to another: check get_chart_api before writing a config. ' +
        'Every tool takes language "zh-CN" for the Chinese docs (简体中文).',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Searches the @ant-design/plots 1.x docs with the site's own search: pages, headings, examples and every chart option " +
        '(each option links to its row, /api/line#prop-smooth). Returns ranked results with title, link and snippet.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(MAX_QUERY_CHARS)
          .describe('Words to search for, such as "smooth line" or "pie inner radius".'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`How many results (1-${MAX_RESULTS}, default 10).`),
        language,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit, language: wanted}) =>
      answer(async () => {
        const results = await (await docsIn(wanted)).search(query, limit ?? 10);
        if (results.length === 0) return `No results for "${query}".`;
        return bounded(
          results
            .map(
              (result, index) =>
                `${index + 1}. ${result.title} [${result.kind}]\n   ${result.url}\n   ${result.snippet}`,
            )
            .join('\n'),
        );
      }),
  );

  server.registerTool(
    'get_chart_api',
    {
      title: "A chart's options",
      description:
        'The options (props) of one chart of @ant-design/plots 1.x as a Markdown table: Property | Type | Default | Description | Since ' +
        '(the G2Plot release that added the option, when later than the first 1.x release; the chart\'s own under "Added"), ' +
        'nested options written as paths (legend.position). `chart` is a slug or component name (line, Line, dual-axes, DualAxes). ' +
        '`option` narrows the table to one option and its fields.',
      inputSchema: {
        chart: z.string().min(1).max(60).describe('Chart slug or component: line, Line, dual-axes, DualAxes.'),
        option: z.string().min(1).max(120).optional().describe('One option path, such as legend or xAxis.label.'),
        language,
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({chart, option, language: wanted}) => answer(async () => (await docsIn(wanted)).chartApi(chart, option)),
  );

  server.registerTool(
    'get_example',
    {
      title: 'An example',
      description:
        'One example (demo) of the docs by id, such as line-basic: its description, its complete React code (tsx) and its address. ' +
        'search_docs lists examples with their ids in their links (#demo-line-basic).',
      inputSchema: {id: z.string().min(1).max(120).describe('Example id, such as line-basic or pie-donut.'), language},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({id, language: wanted}) => answer(async () => (await docsIn(wanted)).example(id)),
  );

  const register = async (model: DocsModel, list: readonly LlmsPage[], prefix: string) => {
    for (const page of list.filter((candidate) => candidate.section !== 'Optional')) {
      const uri = await model.url(page.markdownPath);
      // A manifest entry whose path is no site path (`javascript:...`) is left out.
      if (!uri) continue;
      server.registerResource(
        `${prefix}${page.markdownPath}`,
        uri,
        {title: page.title, description: page.description || undefined, mimeType: 'text/markdown'},
        async (resourceUri) => ({
          contents: [
            {
              uri: resourceUri.href,
              mimeType: 'text/markdown',
              text: bounded(await model.pageMarkdown(page), MAX_RESOURCE_CHARS),
            },
          ],
        }),
      );
    }
  };
  await register(docs, pages, '');
  // The other languages' pages too, when the build has them (a site built in English only has none).
  for (const other of LANGUAGES.filter((candidate) => candidate !== DEFAULT_LANGUAGE)) {
    const model = await docsIn(other).catch(() => undefined);
    if (model) await register(model, await model.pages(), `/${other}`);
  }
  return server;
}
