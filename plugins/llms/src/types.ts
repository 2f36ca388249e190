/**
 * Shapes of what this plugin emits: `/llms-manifest.json` (read by the MCP
 * server in packages/mcp) and the chart schemas. Types only: no Node imports.
 */

/** One page and its Markdown twin. */
export interface LlmsPage {
  /** Page path, `/api/line` (`/` for home). */
  path: string;
  /** Its Markdown twin, `/api/line.md` (`/index.md` for home). */
  markdownPath: string;
  title: string;
  description: string;
  /** llms.txt section the page is listed under. */
  section: LlmsSectionName;
}

export type LlmsSectionName = 'Docs' | 'Charts' | 'Examples' | 'Optional';

/** One chart: its page, its API section and its schema. */
export interface LlmsChart {
  slug: string;
  component: string;
  title: string;
  path: string;
  /** `/schemas/line.json`; the options as Markdown are the `## API` section of the page's twin. */
  schemaPath: string;
  /** `since @ant-design/plots 1.0.5`, when the chart came after the first 1.x release. */
  since?: string;
}

/** One demo: the Markdown twin of its standalone page holds the description and the code. */
export interface LlmsDemo {
  id: string;
  title: string;
  description: string;
  chart: string;
  /** Where the demo shows on the site, `/api/line#demo-line-basic`. */
  link: string;
  markdownPath: string;
}

/** Everything a tool needs to find the site's Markdown, schemas and search index. */
export interface LlmsManifest {
  title: string;
  siteUrl: string;
  pages: LlmsPage[];
  charts: LlmsChart[];
  demos: LlmsDemo[];
  /** The search index's hashed asset path (`/assets/search/search-index.abcd1234.json`), or null. */
  searchIndexPath: string | null;
}

/** A JSON Schema (draft 2020-12) object, as far as the chart schemas use it. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: Array<string | number | boolean | null>;
  anyOf?: JsonSchema[];
  /** Matches what the schema given does not (a function: `{not: {type: [every JSON type]}}`). */
  not?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean;
  default?: unknown;
}
