import type {Root} from 'mdast';

/**
 * Parses MD/MDX into mdast with the syntax Docusaurus' MDX loader reads:
 * MDX (JSX, `{expressions}`, import/export), GFM (tables, strikethrough,
 * autolink literals, footnotes, task lists) and directives (`:::tip`).
 * Only parsing: no plugin transforms run.
 *
 * The remark packages are ESM-only while this plugin runs as CommonJS
 * (Docusaurus loads it through jiti, Jest through SWC), so they are loaded
 * with `import()` once and the parsers are reused.
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
  return {
    mdx: (source) => mdx.parse(source),
    markdown: (source) => markdown.parse(source),
  };
}

export function loadMdxParsers(): Promise<MdxParsers> {
  parsers ??= createParsers().catch((error: unknown) => {
    // A failed load (a package missing) is retried on the next call rather than cached.
    parsers = undefined;
    throw error;
  });
  return parsers;
}
