import matter from 'gray-matter';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

export interface MdxHeading {
  /** The explicit id (`{#install}` or `{/* #install *\/}`), else the slug Docusaurus gives the text. */
  id: string;
  explicit: boolean;
  /** Line index of the heading in the body. */
  line: number;
}

export interface ParsedMdx {
  frontMatter: Record<string, unknown>;
  /** Front matter keys in the file's order. */
  frontMatterKeys: string[];
  /** The body's lines (front matter removed). */
  lines: string[];
  headings: MdxHeading[];
  /** Fenced code blocks, each whole (fences included), in order. */
  codeBlocks: string[];
  /** `import`/`export` lines and the tags of lines that open with a JSX component (`<Demo id="..." />`), in order. */
  components: string[];
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const COMPONENT_TAG = /<\/?[A-Z][\w.]*(?:\s[^<>]*?)?\/?>/g;

/** The heading text as Docusaurus slugs it: inline code and emphasis marks dropped. */
function plainHeadingText(text: string): string {
  return text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]/g, '');
}

/** Front matter, headings with their ids, code blocks and component lines of an MDX file. */
export function parseMdx(source: string): ParsedMdx {
  const parsed = matter(source);
  const lines = parsed.content.split('\n');
  const slugger = createSlugger();
  const headings: MdxHeading[] = [];
  const codeBlocks: string[] = [];
  const components: string[] = [];
  let fence: {marker: string; start: number} | undefined;
  lines.forEach((line, index) => {
    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence.marker) && line.trim() === opening[1]) {
        codeBlocks.push(lines.slice(fence.start, index + 1).join('\n'));
        fence = undefined;
      }
      return;
    }
    if (opening) {
      fence = {marker: opening[1]!, start: index};
      return;
    }
    if (/^(import|export)\s/.test(line)) components.push(line.trim());
    // A line that opens with a component: its tags (the prose after them is translated).
    else if (/^\s*<\/?[A-Z]/.test(line)) components.push(...(line.match(COMPONENT_TAG) ?? []));
    const heading = HEADING.exec(line);
    if (!heading) return;
    // Either syntax Docusaurus reads: `{#id}` or the MDX comment `{/* #id */}`.
    const classic = parseMarkdownHeadingId(heading[2]!, 'classic').id;
    const explicit = classic ?? parseMarkdownHeadingId(heading[2]!, 'mdx-comment').id;
    const id = explicit ?? slugger.slug(plainHeadingText(heading[2]!));
    headings.push({id, explicit: explicit !== undefined, line: index});
  });
  return {
    frontMatter: parsed.data,
    frontMatterKeys: Object.keys(parsed.data),
    lines,
    headings,
    codeBlocks,
    components,
  };
}

/** The id of the text before the first heading. */
export const INTRO_SECTION = '_intro';

/** Section id -> its English text: from one heading to the next, the front matter as part of `_intro`. */
export function mdxSections(source: string): Map<string, string> {
  const parsed = parseMdx(source);
  const sections = new Map<string, string>();
  const starts = [0, ...parsed.headings.map((heading) => heading.line), parsed.lines.length];
  const frontMatter = source.slice(0, source.length - matter(source).content.length);
  [INTRO_SECTION, ...parsed.headings.map((heading) => heading.id)].forEach((id, index) => {
    const text = parsed.lines.slice(starts[index], starts[index + 1]).join('\n');
    sections.set(id, index === 0 ? frontMatter + text : text);
  });
  return sections;
}
