import matter from 'gray-matter';
import {createSlugger, parseMarkdownHeadingId, type Slugger} from '@docusaurus/utils';
import type {SearchHeading, SearchSection} from './types';

/**
 * Turns an MD/MDX source into plain-text sections, one per heading, without
 * compiling it: front matter, `import`/`export` statements, JSX tags, JS
 * expressions, comments, live code blocks and markdown syntax are dropped;
 * the words a reader sees are kept. Heading ids are computed the way
 * Docusaurus' mdx-loader computes them (`{#custom-id}` or github-slugger over
 * the heading's text, one slugger per document), so `#id` links land.
 *
 * It is a line scanner, not an MDX parser: good enough for the prose of this
 * site, and it never throws on unusual input (it just indexes less).
 */
export interface ExtractedMdx {
  frontMatter: Record<string, unknown>;
  sections: SearchSection[];
}

/** Headings deeper than this stay in the text of their section (Docusaurus' default toc_max_heading_level). */
const MAX_SECTION_DEPTH = 3;

const FENCE_PATTERN = /^\s*(`{3,}|~{3,})(.*)$/;
const HEADING_PATTERN = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM_PATTERN = /^\s*(?:[-*+]|\d+[.)])\s+/;
const TABLE_SEPARATOR_PATTERN = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const ESM_START_PATTERN = /^(import|export)\s/;

const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return HTML_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Removes `{...}` JS expressions (balanced braces, strings respected). */
function removeExpressions(text: string): string {
  let out = '';
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (depth === 0) {
      if (char === '{') {
        depth = 1;
      } else {
        out += char;
      }
      continue;
    }
    if (quote) {
      if (char === '\\') {
        i += 1;
      } else if (char === quote) {
        quote = null;
      }
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        out += ' ';
      }
    }
  }
  return out;
}

/** Removes JSX/HTML tags, attributes included (quoted values and `{}` may contain `>`). */
function removeTags(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const next = text[i + 1] ?? '';
    const opensTag = char === '<' && (/[A-Za-z/>]/.test(next) || text.startsWith('<!--', i));
    if (!opensTag) {
      out += char;
      i += 1;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      i = end === -1 ? text.length : end + 3;
      continue;
    }
    // Autolinks <https://...> keep their URL.
    const autolink = /^<((?:https?|mailto):[^\s>]+)>/.exec(text.slice(i));
    if (autolink) {
      out += autolink[1];
      i += autolink[0].length;
      continue;
    }
    let j = i + 1;
    let quote: string | null = null;
    let depth = 0;
    for (; j < text.length; j += 1) {
      const c = text[j];
      if (quote) {
        if (c === quote) {
          quote = null;
        }
      } else if (depth > 0) {
        if (c === '{') {
          depth += 1;
        } else if (c === '}') {
          depth -= 1;
        }
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '{') {
        depth += 1;
      } else if (c === '>') {
        break;
      }
    }
    out += ' ';
    i = j + 1;
  }
  return out;
}

/** Inline markdown to the text a reader sees. Tags and expressions must already be gone. */
function stripInlineMarkdown(text: string): string {
  return (
    text
      // images and links keep their visible text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      // inline code keeps its content
      .replace(/(`+)([\s\S]*?)\1/g, (_m, _ticks: string, code: string) => code.trim())
      // emphasis, strong, strikethrough (underscores only at word boundaries: snake_case stays)
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\*(?=\S)([^*]*?\S)\*/g, '$1')
      .replace(/(^|\W)_(?=\S)([^_]*?\S)_(?=\W|$)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      // backslash escapes
      .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1')
  );
}

/** One line (or a joined paragraph) of MDX to plain text. */
export function toPlainText(mdx: string): string {
  const withoutComments = mdx.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  return decodeEntities(stripInlineMarkdown(removeTags(removeExpressions(withoutComments))))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The heading's id as Docusaurus renders it, and its visible text. */
export function toHeading(rawText: string, depth: number, slugger: Slugger): {id: string; title: string} {
  const {text, id} = parseMarkdownHeadingId(rawText.trim());
  const title = toPlainText(text);
  const generated = slugger.slug(title);
  return {id: id ?? generated, title};
}

/** Counts `{`/`}` outside strings, to know when a multi-line ESM statement ends. */
function braceBalance(line: string): number {
  let balance = 0;
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (c === '\\') {
        i += 1;
      } else if (c === quote) {
        quote = null;
      }
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c;
    } else if (c === '{' || c === '(' || c === '[') {
      balance += 1;
    } else if (c === '}' || c === ')' || c === ']') {
      balance -= 1;
    }
  }
  return balance;
}

export function extractMdxText(source: string): ExtractedMdx {
  const {data, content} = matter(source);
  const slugger = createSlugger();
  const sections: SearchSection[] = [{paragraphs: []}];
  let current = sections[0];
  let paragraph: string[] = [];

  const flush = () => {
    const text = toPlainText(paragraph.join(' '));
    if (text) {
      current.paragraphs.push(text);
    }
    paragraph = [];
  };

  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];

    const fence = FENCE_PATTERN.exec(line);
    if (fence) {
      flush();
      const marker = fence[1];
      const isLive = /\blive\b/.test(fence[2]);
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(marker)) {
        code.push(lines[i]);
        i += 1;
      }
      // Live blocks are demo code, not prose; short snippets (install, import) are worth finding.
      const text = code.join(' ').replace(/\s+/g, ' ').trim();
      if (!isLive && text) {
        current.paragraphs.push(text);
      }
      continue;
    }

    if (ESM_START_PATTERN.test(line) && paragraph.length === 0) {
      // import/export statements (possibly over several lines) render nothing.
      let balance = braceBalance(line);
      while (balance > 0 && i + 1 < lines.length) {
        i += 1;
        balance += braceBalance(lines[i]);
      }
      continue;
    }

    const heading = HEADING_PATTERN.exec(line);
    if (heading) {
      flush();
      const depth = heading[1].length;
      const {id, title} = toHeading(heading[2], depth, slugger);
      if (depth <= MAX_SECTION_DEPTH) {
        const entry: SearchHeading = {id, depth: depth as SearchHeading['depth'], title};
        current = {heading: entry, paragraphs: []};
        sections.push(current);
      } else if (title) {
        current.paragraphs.push(title);
      }
      continue;
    }

    if (line.trim() === '' || /^\s*:::/.test(line)) {
      flush();
      // An admonition's title (`:::tip Title`) is visible text.
      const admonitionTitle = /^\s*:::\w*\s+(.+)$/.exec(line)?.[1];
      if (admonitionTitle) {
        paragraph.push(admonitionTitle);
        flush();
      }
      continue;
    }

    if (TABLE_SEPARATOR_PATTERN.test(line) && line.includes('-')) {
      continue;
    }

    let text = line.replace(/^\s*(>\s?)+/, '');
    if (LIST_ITEM_PATTERN.test(text)) {
      flush();
      text = text.replace(LIST_ITEM_PATTERN, '');
    }
    if (/^\s*\|.*\|\s*$/.test(text)) {
      // A table row is a paragraph of its own.
      flush();
      paragraph.push(text.replace(/\|/g, ' '));
      flush();
      continue;
    }
    paragraph.push(text);
  }
  flush();

  return {
    frontMatter: data,
    sections: sections.filter((section, index) => index > 0 || section.paragraphs.length > 0),
  };
}
