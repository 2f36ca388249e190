import {fromMarkdown} from 'mdast-util-from-markdown';
import {mapTableRows} from '../propsRows/walkPropRows';
import {mapChartTables} from './mapChartTables';
import {isDescriptionLink} from './descriptionLink';
import type {CallbackParam, ChartPropsTable, DescriptionPart, PropRow} from './types';

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
    else if (node.type === 'link' && node.url && isDescriptionLink(node.url)) {
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

function withParts(row: PropRow): PropRow {
  const parts = row.descriptionLang === 'en' ? parseDescription(row.description) : undefined;
  const described = parts ? {...row, descriptionParts: parts} : row;
  if (!row.callback) return described;
  const params = row.callback.params.map((param): CallbackParam => {
    const paramParts = param.description ? parseDescription(param.description) : undefined;
    return paramParts ? {...param, descriptionParts: paramParts} : param;
  });
  return {...described, callback: {...row.callback, params}};
}

/** The tables with every English description (and callback parameter text) written in Markdown given its parts. */
export function applyMarkdownDescriptions(
  tables: Readonly<Record<string, ChartPropsTable>>,
): Record<string, ChartPropsTable> {
  return mapChartTables(tables, (table) => mapTableRows(table, withParts));
}
