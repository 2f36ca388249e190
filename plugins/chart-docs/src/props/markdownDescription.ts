import {fromMarkdown} from 'mdast-util-from-markdown';
import type {ChartPropsTable, DescriptionPart, PropRow} from './types';

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
}

/** Inline Markdown a description may use; anything else is kept as its text. */
function toParts(nodes: readonly MdNode[]): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  const pushText = (text: string): void => {
    const last = parts[parts.length - 1];
    if (typeof last === 'string') parts[parts.length - 1] = last + text;
    else if (text) parts.push(text);
  };
  for (const node of nodes) {
    if (node.type === 'inlineCode') parts.push({code: node.value ?? ''});
    else if (node.type === 'link' && node.url && /^(?:https?:\/\/|\/|#)/.test(node.url)) {
      parts.push({link: node.url, text: plainText(node.children ?? [])});
    } else if (node.type === 'emphasis' || node.type === 'strong') {
      parts.push({[node.type === 'strong' ? 'strong' : 'em']: toParts(node.children ?? [])} as DescriptionPart);
    } else if (node.type === 'paragraph') {
      if (parts.length > 0) pushText(' ');
      for (const part of toParts(node.children ?? [])) {
        if (typeof part === 'string') pushText(part);
        else parts.push(part);
      }
    } else if (node.children) {
      pushText(plainText(node.children));
    } else {
      pushText(node.value ?? '');
    }
  }
  return parts;
}

function plainText(nodes: readonly MdNode[]): string {
  return nodes.map((node) => node.value ?? plainText(node.children ?? [])).join('');
}

/**
 * A description's inline Markdown (`code`, links, emphasis) as parts the
 * props table renders without HTML; `undefined` when it is plain text. Parsed
 * with the remark stack's parser (mdast-util-from-markdown) at build time, so
 * the browser gets no Markdown parser and shows no raw backticks.
 */
export function parseDescription(text: string): DescriptionPart[] | undefined {
  if (!/[`*_[]/.test(text)) return undefined;
  const root = fromMarkdown(text) as unknown as MdNode;
  const parts = toParts(root.children ?? []);
  return parts.length === 1 && typeof parts[0] === 'string' && parts[0] === text ? undefined : parts;
}

/** The plain text of parts, for search and the editor's hover. */
export function partsToText(parts: readonly DescriptionPart[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('code' in part) return part.code;
      if ('link' in part) return part.text;
      return partsToText('em' in part ? part.em : part.strong);
    })
    .join('');
}

function applyRows(rows: PropRow[]): void {
  for (const row of rows) {
    if (row.descriptionLang === 'en') {
      const parts = parseDescription(row.description);
      if (parts) row.descriptionParts = parts;
    }
    for (const param of row.callback?.params ?? []) {
      const parts = param.description ? parseDescription(param.description) : undefined;
      if (parts) param.descriptionParts = parts;
    }
    if (row.children) applyRows(row.children);
  }
}

/** Gives every English description (and callback parameter text) written in Markdown its parts (in place). */
export function applyMarkdownDescriptions(tables: Record<string, ChartPropsTable>): void {
  for (const table of Object.values(tables)) {
    applyRows(table.own);
    applyRows(table.common);
  }
}
