import {decodeHTML} from 'entities';
import ts from 'typescript';
import type {SearchSection} from './types';

/**
 * Text of a React page (`src/pages/*.tsx`) read from its syntax tree (parsed
 * with TypeScript's own parser), since a JSX page has no front matter and
 * running it would need the browser bundle. What is kept:
 * - the first `<h1>` (else `<Layout title>`) as the page title, and
 *   `<Layout description>` as its description,
 * - `<h1>`..`<h3>` and `<Heading as="h2" id="...">` as sections (explicit
 *   `id` when present, otherwise no anchor: React pages get no generated ids);
 *   `<h4>`..`<h6>` are text of their section,
 * - JSX text between tags, string literals written as JSX children
 *   (`{'text'}`), and string values of `title`, `description`, `text`,
 *   `label`, `message` and `tagline` keys (feature-card arrays,
 *   `translate({message})`), in source order.
 * Attribute values other than those, and whatever is computed at runtime, are
 * missed; the page is still found by its title and headings.
 */
export interface ExtractedJsxPage {
  title?: string;
  description?: string;
  sections: SearchSection[];
}

type Piece = {kind: 'text'; text: string} | {kind: 'heading'; text: string; depth: number; id?: string};

const TEXT_KEYS = new Set(['title', 'description', 'text', 'label', 'message', 'tagline']);
const HEADING_TAG = /^h([1-6])$/;
/** Deeper headings are text of their section, as on MDX pages. */
const MAX_SECTION_DEPTH = 3;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const hasLetter = (text: string) => /\p{L}/u.test(text);

function stringValue(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
    return node.text;
  }
  if (node && ts.isJsxExpression(node)) {
    return stringValue(node.expression);
  }
  if (node && ts.isParenthesizedExpression(node)) {
    return stringValue(node.expression);
  }
  return undefined;
}

function tagName(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  return opening.tagName.getText();
}

function attribute(node: ts.JsxElement | ts.JsxSelfClosingElement, name: string): string | undefined {
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  for (const property of opening.attributes.properties) {
    if (ts.isJsxAttribute(property) && property.name.getText() === name) {
      return stringValue(property.initializer);
    }
  }
  return undefined;
}

/** Depth of `<h2>` or `<Heading as="h2">`, else undefined. */
function headingDepth(node: ts.JsxElement): number | undefined {
  const tag = tagName(node);
  const level = HEADING_TAG.exec(tag === 'Heading' ? (attribute(node, 'as') ?? '') : tag)?.[1];
  return level ? Number(level) : undefined;
}

/** The text a JSX subtree shows: its JSX text and string children, tags dropped. */
function jsxText(node: ts.Node): string {
  if (ts.isJsxText(node)) {
    return decodeHTML(node.text);
  }
  if (ts.isJsxExpression(node)) {
    return ` ${stringValue(node) ?? ''} `;
  }
  if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
    return node.children.map((child) => ` ${jsxText(child)} `).join('');
  }
  return '';
}

export function extractJsxPageText(source: string): ExtractedJsxPage {
  const file = ts.createSourceFile('page.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pieces: Piece[] = [];
  const layout: {title?: string; description?: string} = {};
  const addText = (raw: string) => {
    const text = collapse(raw);
    if (text && hasLetter(text)) {
      pieces.push({kind: 'text', text});
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      return;
    }
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && tagName(node) === 'Layout') {
      layout.title ??= attribute(node, 'title');
      layout.description ??= attribute(node, 'description');
    }
    if (ts.isJsxElement(node)) {
      const depth = headingDepth(node);
      if (depth !== undefined) {
        const text = collapse(jsxText(node));
        if (text && depth <= MAX_SECTION_DEPTH) {
          pieces.push({kind: 'heading', text, depth, id: attribute(node, 'id')});
        } else if (text) {
          addText(text);
        }
        return;
      }
    }
    if (ts.isJsxText(node)) {
      addText(decodeHTML(node.text));
    } else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      addText(stringValue(node) ?? '');
    } else if (ts.isPropertyAssignment(node) && TEXT_KEYS.has(node.name.getText())) {
      const value = stringValue(node.initializer);
      if (value !== undefined) {
        addText(value);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  const sections: SearchSection[] = [{paragraphs: []}];
  // The visible h1 names the page better than the document title (`<Layout title>`).
  const h1 = pieces.find((piece) => piece.kind === 'heading' && piece.depth === 1)?.text;
  for (const piece of pieces) {
    if (piece.kind === 'heading') {
      if (piece.depth === 1) {
        continue;
      }
      const depth = piece.depth as 2 | 3;
      sections.push(
        piece.id
          ? {heading: {id: piece.id, depth, title: piece.text}, paragraphs: []}
          : {heading: undefined, paragraphs: [piece.text]},
      );
      continue;
    }
    const section = sections[sections.length - 1];
    if (!section.paragraphs.includes(piece.text)) {
      section.paragraphs.push(piece.text);
    }
  }

  const clean = (value: string | undefined) => (value ? collapse(value) || undefined : undefined);
  return {
    title: h1 ?? clean(layout.title),
    description: clean(layout.description),
    sections: sections.filter((section) => section.heading || section.paragraphs.length > 0),
  };
}
