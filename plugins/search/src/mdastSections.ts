import type {Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import type {SearchHeading, SearchSection} from './types';
import {createSlugger, takeHeadingId} from './headingId';

/** Headings deeper than this stay in the text of their section (Docusaurus' default toc_max_heading_level). */
const MAX_SECTION_DEPTH = 3;

/** Code fences marked `live` are demos the page runs, not text a reader searches for. */
const LIVE_META = /\blive\b/;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Block nodes with text of their own inside: walked as blocks, each paragraph of them a paragraph here. */
const CONTAINERS = new Set<string>([
  'root',
  'blockquote',
  'list',
  'listItem',
  'footnoteDefinition',
  'mdxJsxFlowElement',
  'containerDirective',
]);

/** Block nodes that render nothing a reader reads as text. */
const SILENT_BLOCKS = new Set<string>([
  'mdxjsEsm',
  'mdxFlowExpression',
  'thematicBreak',
  'definition',
  'html',
  'yaml',
  'toml',
]);

/** The text a reader sees of inline content: markup, expressions and JSX tags dropped, their text kept. */
export function phrasingText(nodes: readonly (PhrasingContent | Nodes)[]): string {
  return nodes.map(nodeText).join('');
}

function nodeText(node: PhrasingContent | Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'textDirective':
      // Docusaurus prints a text directive it does not handle (`a:b`) back as text.
      return `:${node.name}${phrasingText(node.children)}`;
    case 'mdxTextExpression':
    case 'html':
    case 'footnoteReference':
      return ' ';
    default:
      return 'children' in node ? phrasingText(node.children as Nodes[]) : '';
  }
}

/**
 * Splits a document's mdast into one section per heading of depth 1-3 with
 * the anchor id Docusaurus renders; text before the first heading is a
 * section without heading. Each paragraph, list item, table row and plain
 * code block is one paragraph of plain text; import/export statements, JS
 * expressions, JSX attributes and `live` code blocks are left out, while text
 * written between JSX tags (tabs, details) is kept.
 */
export function collectSections(root: Root, toString: (nodes: Nodes[]) => string): SearchSection[] {
  const slugger = createSlugger();
  const sections: SearchSection[] = [{paragraphs: []}];
  let current = sections[0];
  const push = (text: string) => {
    const plain = collapse(text);
    if (plain) {
      current.paragraphs.push(plain);
    }
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
        const id = takeHeadingId(node, slugger, toString);
        const title = collapse(phrasingText(node.children));
        if (node.depth <= MAX_SECTION_DEPTH) {
          const heading: SearchHeading = {id, depth: node.depth as SearchHeading['depth'], title};
          current = {heading, paragraphs: []};
          sections.push(current);
        } else {
          push(title);
        }
      } else if (node.type === 'paragraph' || node.type === 'leafDirective') {
        flushInline();
        push(phrasingText(node.children));
      } else if (node.type === 'code') {
        flushInline();
        if (!LIVE_META.test(`${node.lang ?? ''} ${node.meta ?? ''}`)) {
          push(node.value);
        }
      } else if (node.type === 'table') {
        flushInline();
        for (const row of node.children) {
          push(row.children.map((cell) => phrasingText(cell.children)).join(' '));
        }
      } else {
        inline.push(nodeText(node as PhrasingContent));
      }
    }
    flushInline();
  };

  walkBlocks(root.children);
  return sections.filter((section, index) => index > 0 || section.paragraphs.length > 0);
}
