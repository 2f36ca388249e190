import type {PhrasingContent, RootContent} from 'mdast';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {loadMdxParsers} from '../../search/src';

/** Inline JSX (remark-mdx's node, registered in mdast's types by the parser's typings). */
type MdxJsxTextElement = Extract<PhrasingContent, {type: 'mdxJsxTextElement'}>;

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
      const text = dedent(withInlineJsxRendered(node, source, lineStart, end, render));
      // A heading's explicit id (the translations' anchors), written `{#install}` (escaped to be parsed) or as an
      // MDX comment `{/* #install */}`, is written `{#install}`: it names the page's anchor for a reader or a tool.
      return node.type === 'heading' ? headingIdsWritten(text) : text;
    }
  }
}

/** A heading's explicit id in the one form the twins use, `{#id}`. */
export function headingIdsWritten(heading: string): string {
  return heading.replace(/\\\{#/g, '{#').replace(/\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/, '{#$1}');
}

/** Self-closing JSX elements inside a node's inline content (`<Badge kind="Beta" />` in a paragraph), in order. */
function inlineJsxElements(node: RootContent | MdxJsxTextElement): MdxJsxTextElement[] {
  if (node.type === 'mdxJsxTextElement') return node.children.length === 0 ? [node] : [];
  // Code blocks and inline code have no children: JSX written in code is text and stays as written.
  return 'children' in node ? node.children.flatMap((child) => inlineJsxElements(child as RootContent)) : [];
}

/**
 * The source of a node from `from` to `to`, each capitalised self-closing JSX element
 * of its inline content replaced by what `render` makes of it (nothing when unknown).
 * Found in the parsed tree, never by pattern over the text, so code keeps every character.
 */
function withInlineJsxRendered(node: RootContent, source: string, from: number, to: number, render: JsxRenderer) {
  let text = '';
  let at = from;
  for (const element of inlineJsxElements(node)) {
    const start = element.position?.start.offset;
    const end = element.position?.end.offset;
    if (start === undefined || end === undefined || !/^[A-Z]/.test(element.name ?? '')) continue;
    const attributes = literalAttributes(element.attributes);
    text += source.slice(at, start) + (render({name: element.name ?? '', attributes, children: ''}) ?? '');
    at = end;
  }
  return text + source.slice(at, to);
}

/**
 * An MD/MDX source as plain Markdown: front matter and imports dropped, the
 * author's Markdown kept as written, and each JSX element replaced by what
 * `render` makes of it (a demo by its code, the props table by a table).
 * Parsed with the parsers the search index uses (Docusaurus' syntax).
 */
export async function mdxToMarkdown(source: string, render: JsxRenderer): Promise<string> {
  const body = escapeMarkdownHeadingIds(
    source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (match) => '\n'.repeat(match.split('\n').length - 1)),
  );
  const {mdx} = await loadMdxParsers();
  const tree = mdx(body);
  return renderNodes(tree.children, body, render);
}
