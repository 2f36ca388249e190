import matter from 'gray-matter';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import type {SearchSection} from './types';

/**
 * MD/MDX source -> plain-text sections, parsed with the syntax Docusaurus' MDX loader reads (MDX,
 * GFM, directives). The remark packages are ESM-only and this plugin runs as CommonJS (jiti, SWC),
 * so they are loaded with `import()` once.
 */
export interface MdxParsers {
  /** Throws a VFileMessage (with line and column) on input that is not valid MDX. */
  mdx: (source: string) => Root;
  /** Plain Markdown: never throws; JSX tags become `html` nodes and `{...}` stays text. */
  markdown: (source: string) => Root;
}

let parsers: Promise<MdxParsers> | undefined;

async function createParsers(): Promise<MdxParsers> {
  const [{unified}, {default: remarkParse}, {default: remarkMdx}, {default: remarkGfm}, {default: remarkDirective}] =
    await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
      import('remark-directive'),
    ]);
  const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze();
  const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
  return {mdx: (source) => mdx.parse(source), markdown: (source) => markdown.parse(source)};
}

export function loadMdxParsers(): Promise<MdxParsers> {
  // A failed load (a package missing) is retried on the next call rather than cached.
  parsers ??= createParsers().catch((error: unknown) => {
    parsers = undefined;
    throw error;
  });
  return parsers;
}

/** Headings deeper than this stay in the text of their section (Docusaurus' default toc_max_heading_level). */
const MAX_SECTION_DEPTH = 3;
/** Code fences marked `live` are demos the page runs, not text a reader searches for. */
const LIVE_META = /\blive\b/;
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Block nodes with text of their own inside: each paragraph of them is a paragraph here. */
const CONTAINERS = new Set([
  'root',
  'blockquote',
  'list',
  'listItem',
  'footnoteDefinition',
  'mdxJsxFlowElement',
  'containerDirective',
]);
/** Block nodes that render nothing a reader reads as text. */
const SILENT_BLOCKS = new Set(['mdxjsEsm', 'mdxFlowExpression', 'thematicBreak', 'definition', 'html', 'yaml', 'toml']);

/** The text a reader sees of inline content: markup, expressions and JSX tags dropped, their text kept. */
function phrasingText(nodes: readonly (PhrasingContent | Nodes)[]): string {
  return nodes.map(nodeText).join('');
}

function nodeText(node: PhrasingContent | Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'textDirective':
      // Docusaurus prints a text directive it does not handle (`a:b`) back as text.
      return `:${node.name}${phrasingText(node.children)}`;
    case 'break':
    case 'mdxTextExpression':
    case 'html':
    case 'footnoteReference':
      return ' ';
    default:
      return 'children' in node ? phrasingText(node.children as Nodes[]) : '';
  }
}

/**
 * One section per heading of depth 1-3 (ids set by Docusaurus' headings plugin), text before the
 * first heading a section without heading; each paragraph, list item, table row, admonition and
 * plain code block one paragraph. Imports, expressions, JSX attributes and `live` code are left out;
 * text between JSX tags (tabs, details) is kept.
 */
function collectSections(root: Root): SearchSection[] {
  const sections: SearchSection[] = [{paragraphs: []}];
  let current = sections[0];
  const push = (text: string) => {
    const plain = collapse(text);
    if (plain) current.paragraphs.push(plain);
  };
  const walkBlocks = (nodes: readonly (RootContent | Nodes)[]) => {
    // Inline content straight inside a JSX element (`<div>Some *text*</div>`) forms one paragraph.
    let inline: string[] = [];
    const flushInline = () => {
      push(inline.join(''));
      inline = [];
    };
    for (const node of nodes) {
      if (CONTAINERS.has(node.type) && 'children' in node) {
        flushInline();
        walkBlocks(node.children as Nodes[]);
      } else if (SILENT_BLOCKS.has(node.type)) {
        flushInline();
      } else if (node.type === 'heading') {
        flushInline();
        const title = collapse(phrasingText(node.children));
        if (node.depth <= MAX_SECTION_DEPTH) {
          current = {
            heading: {id: String((node.data as {id?: string} | undefined)?.id), depth: node.depth as 1 | 2 | 3, title},
            paragraphs: [],
          };
          sections.push(current);
        } else {
          push(title);
        }
      } else if (node.type === 'paragraph' || node.type === 'leafDirective') {
        flushInline();
        push(phrasingText(node.children));
      } else if (node.type === 'code') {
        flushInline();
        if (!LIVE_META.test(`${node.lang ?? ''} ${node.meta ?? ''}`)) push(node.value);
      } else if (node.type === 'table') {
        flushInline();
        for (const row of node.children) push(row.children.map((cell) => phrasingText(cell.children)).join(' '));
      } else {
        inline.push(nodeText(node as PhrasingContent));
      }
    }
    flushInline();
  };
  walkBlocks(root.children);
  return sections.filter((section, index) => index > 0 || section.paragraphs.length > 0);
}

export interface ExtractedMdx {
  frontMatter: Record<string, unknown>;
  sections: SearchSection[];
}

/** `line 12: Unexpected character...`, counted in the whole file (front matter included). */
function describeParseError(error: unknown, source: string, content: string): string {
  const reason = error instanceof Error ? error.message : String(error);
  const line = (error as {line?: unknown}).line;
  if (typeof line !== 'number' || !source.endsWith(content)) return `not valid MDX: ${reason}`;
  const frontMatterLines = source.slice(0, source.length - content.length).split('\n').length - 1;
  return `not valid MDX at line ${line + frontMatterLines}: ${reason}`;
}

/**
 * The front matter (as data, not text) and the sections of an MD/MDX source. Heading ids come from
 * Docusaurus' own `headings` remark plugin (the one its MDX loader runs), so they are the rendered ones.
 */
export async function extractMdxText(
  source: string,
  {warn}: {warn?: (message: string) => void} = {},
): Promise<ExtractedMdx> {
  const {data, content} = matter(source);
  const [{mdx, markdown}, {default: headings}] = await Promise.all([
    loadMdxParsers(),
    import('@docusaurus/mdx-loader/lib/remark/headings'),
  ]);
  // `## Title {#id}` is not valid MDX (`{` opens an expression); Docusaurus escapes it the same way.
  const escaped = escapeMarkdownHeadingIds(content);
  let tree: Root;
  try {
    tree = mdx(escaped);
  } catch (error) {
    warn?.(`${describeParseError(error, source, content)}; its text is indexed as plain Markdown.`);
    tree = markdown(escaped);
  }
  // The plugin's declared type is unified's attacher; called directly it returns the transformer.
  const transform = (headings as unknown as (options: object) => (root: Root) => Promise<void>)({
    anchorsMaintainCase: false,
  });
  await transform(tree);
  return {frontMatter: data, sections: collectSections(tree)};
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The visible text a page renders from its front matter (the home page's `hero` and `features`):
 * the hero title names the page (it is its `h1`); hero description and feature cards come first
 * in its text.
 */
export function withFrontMatterText(
  frontMatter: Record<string, unknown>,
  sections: SearchSection[],
): {heroTitle?: string; sections: SearchSection[]} {
  const hero = (frontMatter.hero ?? {}) as Record<string, unknown>;
  const features = Array.isArray(frontMatter.features) ? (frontMatter.features as Array<Record<string, unknown>>) : [];
  const intro = [
    text(hero.description),
    ...features.flatMap((feature) => [text(feature?.title), text(feature?.description)]),
  ].filter((value): value is string => value !== undefined);
  const [first, ...rest] = sections;
  const merged =
    intro.length === 0
      ? sections
      : first && !first.heading
        ? [{paragraphs: [...intro, ...first.paragraphs]}, ...rest]
        : [{paragraphs: intro}, ...sections];
  return {heroTitle: text(hero.title), sections: merged};
}
