import type {RootContent} from 'mdast';
import {loadMdxParsers} from '../../search/src';

/** A JSX element of the source: its name, its literal string attributes, and its children already in Markdown. */
export interface JsxElement {
  name: string;
  attributes: Record<string, string>;
  children: string;
}

/**
 * Markdown for a JSX element, or undefined to keep its children as they are
 * (wrappers such as `<ChartPage>`), or '' to drop it.
 */
export type JsxRenderer = (element: JsxElement) => string | undefined;

/** What is read of a JSX attribute node (remark-mdx's `mdxJsxAttribute`; expression attributes are skipped). */
interface JsxAttributeNode {
  type: string;
  name?: string;
  value?: unknown;
}

function literalAttributes(attributes: readonly JsxAttributeNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    if (typeof attribute.value === 'string') out[attribute.name] = attribute.value;
    else if (attribute.value === null || attribute.value === undefined) out[attribute.name] = 'true';
  }
  return out;
}

/** Removes the common leading indentation of a JSX child (`  <TabItem>` children are indented in the source). */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const least = indents.length > 0 ? Math.min(...indents.slice(1), indents[0]) : 0;
  return lines.map((line) => line.slice(Math.min(least, /^ */.exec(line)?.[0].length ?? 0))).join('\n');
}

function renderNodes(nodes: readonly RootContent[], source: string, render: JsxRenderer): string {
  const parts: string[] = [];
  for (const node of nodes) {
    const text = renderNode(node, source, render);
    if (text.trim()) parts.push(text.trim());
  }
  return parts.join('\n\n');
}

function renderNode(node: RootContent, source: string, render: JsxRenderer): string {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
      return '';
    case 'mdxJsxFlowElement': {
      const children = renderNodes(node.children, source, render);
      const rendered = render({name: node.name ?? '', attributes: literalAttributes(node.attributes), children});
      return rendered ?? children;
    }
    default: {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return '';
      // Keep the author's Markdown as written; a line's leading indentation was before `start`.
      const lineStart = source.lastIndexOf('\n', start - 1) + 1;
      const slice = source.slice(lineStart, end);
      // Inline JSX inside a paragraph (`<Badge kind="Beta" />`) is rendered by name too.
      return dedent(slice).replace(/<([A-Z]\w*)((?:\s+\w+="[^"]*")*)\s*\/>/g, (_match, name: string, attrs: string) => {
        const attributes = Object.fromEntries([...attrs.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        return render({name, attributes, children: ''}) ?? '';
      });
    }
  }
}

/**
 * An MD/MDX source as plain Markdown: front matter and imports dropped, the
 * author's Markdown kept as written, and each JSX element replaced by what
 * `render` makes of it (a demo by its code, the props table by a table).
 * Parsed with the parsers the search index uses (Docusaurus' syntax).
 */
export async function mdxToMarkdown(source: string, render: JsxRenderer): Promise<string> {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (match) => '\n'.repeat(match.split('\n').length - 1));
  const {mdx} = await loadMdxParsers();
  const tree = mdx(body);
  return renderNodes(tree.children, body, render);
}
