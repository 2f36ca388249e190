import {createSlugger} from '@docusaurus/utils';
import type {SearchSection} from './types';
import {toPlainText} from './extractMdxText';

/**
 * Best-effort text of a React page (`src/pages/*.tsx`) read from its source,
 * since a JSX page has no front matter and running it would need the browser
 * bundle. What is kept:
 * - the first `<h1>` (else `<Layout title>`) as the page title, and
 *   `<Layout description>` as its description,
 * - `<h1>`..`<h3>` and `<Heading as="h2" id="...">` as sections (explicit
 *   `id` when present, otherwise no anchor: React pages get no generated ids),
 * - JSX text between tags and string values of `title`, `description`,
 *   `text`, `label`, `message` and `tagline` keys (feature-card arrays,
 *   `translate({message})`), in source order.
 * Whatever is computed at runtime is missed; the page is still found by its
 * title and headings.
 */
export interface ExtractedJsxPage {
  title?: string;
  description?: string;
  sections: SearchSection[];
}

interface Piece {
  offset: number;
  kind: 'heading' | 'text';
  text: string;
  depth?: 1 | 2 | 3;
  id?: string;
}

const LAYOUT_PROP_PATTERN = (name: string) =>
  new RegExp(`<Layout\\b[^>]*?\\b${name}=(?:"([^"]*)"|\\{\\s*(['"\`])([^'"\`]*)\\2\\s*\\})`);
const HEADING_PATTERN = /<(h[1-3]|Heading)\b([^>]*)>([\s\S]*?)<\/\1>/g;
const STRING_PROPERTY_PATTERN =
  /\b(?:title|description|text|label|message|tagline)\s*:\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;
const JSX_TEXT_PATTERN = />([^<>{}]*[A-Za-z][^<>{}]*)</g;

function layoutProp(source: string, name: string): string | undefined {
  const match = LAYOUT_PROP_PATTERN(name).exec(source);
  const value = match?.[1] ?? match?.[3];
  return value ? toPlainText(value) : undefined;
}

export function extractJsxPageText(source: string): ExtractedJsxPage {
  // Only the markup and data matter; imports and type annotations hold no visible text.
  const body = source
    .replace(/^import[\s\S]*?from\s+['"][^'"]+['"];?$/gm, '')
    .replace(/^import\s+['"][^'"]+['"];?$/gm, '');
  const pieces: Piece[] = [];
  const headingRanges: Array<[number, number]> = [];
  const slugger = createSlugger();

  for (const match of body.matchAll(HEADING_PATTERN)) {
    const [whole, tag, attributes, inner] = match;
    const level = tag === 'Heading' ? /\bas=["']h([1-6])["']/.exec(attributes)?.[1] : tag[1];
    const depth = Number(level);
    const title = toPlainText(inner);
    if (!title || !(depth >= 1 && depth <= 3)) {
      continue;
    }
    const explicitId = /\bid=(?:"([^"]+)"|'([^']+)'|\{\s*['"`]([^'"`]+)['"`]\s*\})/.exec(attributes);
    const id = explicitId ? (explicitId[1] ?? explicitId[2] ?? explicitId[3]) : '';
    // Keep the slugger in step so duplicate titles are not silently merged.
    slugger.slug(title);
    pieces.push({offset: match.index, kind: 'heading', text: title, depth: depth as 1 | 2 | 3, id});
    headingRanges.push([match.index, match.index + whole.length]);
  }

  const insideHeading = (offset: number) => headingRanges.some(([start, end]) => offset >= start && offset < end);
  const addText = (offset: number, raw: string) => {
    const text = toPlainText(raw);
    if (text && /[A-Za-z]/.test(text) && !insideHeading(offset)) {
      pieces.push({offset, kind: 'text', text});
    }
  };
  for (const match of body.matchAll(STRING_PROPERTY_PATTERN)) {
    addText(match.index, match[2].replace(/\\(.)/g, '$1'));
  }
  for (const match of body.matchAll(JSX_TEXT_PATTERN)) {
    // `a > b < c` in code is not JSX text: require the text to look like prose.
    if (!/[;=()]/.test(match[1])) {
      addText(match.index, match[1]);
    }
  }

  pieces.sort((a, b) => a.offset - b.offset);
  const sections: SearchSection[] = [{paragraphs: []}];
  // The visible h1 names the page better than the document title (`<Layout title>`).
  const title =
    pieces.find((piece) => piece.kind === 'heading' && piece.depth === 1)?.text ?? layoutProp(source, 'title');
  for (const piece of pieces) {
    if (piece.kind === 'heading') {
      if (piece.depth === 1) {
        continue;
      }
      sections.push({
        heading: piece.id ? {id: piece.id, depth: piece.depth!, title: piece.text} : undefined,
        paragraphs: piece.id ? [] : [piece.text],
      });
      continue;
    }
    const section = sections[sections.length - 1];
    if (!section.paragraphs.includes(piece.text)) {
      section.paragraphs.push(piece.text);
    }
  }

  return {
    title,
    description: layoutProp(source, 'description'),
    sections: sections.filter((section) => section.heading || section.paragraphs.length > 0),
  };
}
