/**
 * The TypeScript code blocks of an MD/MDX page: its ```ts and ```tsx fences,
 * with the file name a block's `title="..."` meta gives it (so one block can
 * import another, as `app/page.tsx` imports `../components/ClientOnlyChart`)
 * and the line in the page where its code starts.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

/**
 * @typedef {object} Snippet
 * @property {string} fileName path of the block inside the page's own folder (`components/SalesChart.tsx`, `snippet-2.tsx`)
 * @property {string} code
 * @property {number} line 1-based line of the page where the block's first code line is
 */

const TYPESCRIPT = new Set(['ts', 'tsx']);
const TITLE = /(?:^|\s)title=(?:"([^"]+)"|'([^']+)'|(\S+))/;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze();

/**
 * @param {string} source the page's MDX
 * @returns {Snippet[]}
 * @throws {Error} a VFileMessage with line and column when the page is not valid MDX
 */
export function extractSnippets(source) {
  /** @type {Snippet[]} */
  const snippets = [];
  for (const node of codeBlocks(parser.parse(source))) {
    if (!node.lang || !TYPESCRIPT.has(node.lang)) continue;
    const title = node.meta ? TITLE.exec(node.meta) : null;
    const named = title ? (title[1] ?? title[2] ?? title[3]) : undefined;
    const extension = `.${node.lang}`;
    const fileName = named ?? `snippet-${snippets.length + 1}${extension}`;
    snippets.push({
      // A title without the block's extension (`title="next.config"`) still compiles as its language.
      fileName: /\.[cm]?tsx?$/.test(fileName) ? fileName : `${fileName}${extension}`,
      code: node.value,
      line: (node.position?.start.line ?? 0) + 1,
    });
  }
  return snippets;
}

/**
 * Code blocks in document order, at any depth (inside admonitions, lists, JSX).
 * @param {import('mdast').Nodes} node
 * @returns {Generator<import('mdast').Code>}
 */
function* codeBlocks(node) {
  if (node.type === 'code') yield node;
  if ('children' in node) for (const child of node.children) yield* codeBlocks(child);
}
