import matter from 'gray-matter';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {SearchSection} from './types';
import {collectSections} from './mdastSections';
import {loadMdxParsers} from './parseMdx';

/**
 * Turns an MD/MDX source into plain-text sections, one per heading, by
 * parsing it with remark (the parser Docusaurus compiles it with) and walking
 * the syntax tree: see collectSections for what is kept. Front matter is
 * returned as data, not indexed as text.
 */
export interface ExtractedMdx {
  frontMatter: Record<string, unknown>;
  sections: SearchSection[];
}

export interface ExtractOptions {
  /** Told when the source is not valid MDX; its text is then read as plain Markdown. */
  warn?: (message: string) => void;
}

/** `line 12: Unexpected character...`, counted in the whole file (front matter included). */
function describeParseError(error: unknown, source: string, content: string): string {
  const reason = error instanceof Error ? error.message : String(error);
  const line = (error as {line?: unknown}).line;
  if (typeof line !== 'number' || !source.endsWith(content)) {
    return `not valid MDX: ${reason}`;
  }
  const frontMatterLines = source.slice(0, source.length - content.length).split('\n').length - 1;
  return `not valid MDX at line ${line + frontMatterLines}: ${reason}`;
}

export async function extractMdxText(source: string, {warn}: ExtractOptions = {}): Promise<ExtractedMdx> {
  const {data, content} = matter(source);
  const [parsers, {toString}] = await Promise.all([loadMdxParsers(), import('mdast-util-to-string')]);
  // `## Title {#id}` is not valid MDX (`{` opens an expression); Docusaurus escapes it the same way.
  const markdown = escapeMarkdownHeadingIds(content);
  let tree;
  try {
    tree = parsers.mdx(markdown);
  } catch (error) {
    warn?.(`${describeParseError(error, source, content)}; its text is indexed as plain Markdown.`);
    tree = parsers.markdown(markdown);
  }
  return {frontMatter: data, sections: collectSections(tree, toString)};
}
