import type {Completion} from '@codemirror/autocomplete';
import type {Diagnostic} from '@codemirror/lint';
import type {TsCompletion, TsDiagnostic} from './protocol';

/** TypeScript's element kinds, as CodeMirror's completion types (which pick the icon). */
const COMPLETION_TYPES: Record<string, string> = {
  property: 'property',
  'JSX attribute': 'property',
  method: 'method',
  function: 'function',
  'local function': 'function',
  class: 'class',
  'local class': 'class',
  interface: 'interface',
  type: 'type',
  'type parameter': 'type',
  enum: 'enum',
  'enum member': 'constant',
  const: 'constant',
  var: 'variable',
  let: 'variable',
  'local var': 'variable',
  parameter: 'variable',
  alias: 'variable',
  module: 'namespace',
  'external module name': 'namespace',
  keyword: 'keyword',
  string: 'text',
};

/**
 * TypeScript's ranking (sortText, smaller first) as CodeMirror's boost
 * (larger first, -99..99): the chart's own options (`11`) above globals (`15`).
 */
function boostOf(sortText: string): number {
  const rank = Number.parseInt(sortText, 10);
  return Number.isFinite(rank) ? Math.max(-99, Math.min(99, 10 - rank)) : 0;
}

/** The language service's completions as CodeMirror options, best ranked first. */
export function toCompletionOptions(entries: readonly TsCompletion[]): Completion[] {
  return [...entries]
    .sort((a, b) => (a.sortText < b.sortText ? -1 : a.sortText > b.sortText ? 1 : 0))
    .map((entry) => ({
      label: entry.name,
      type: COMPLETION_TYPES[entry.kind] ?? 'text',
      detail: entry.kind === 'JSX attribute' ? 'option' : undefined,
      boost: boostOf(entry.sortText),
      ...(entry.insertText !== undefined && entry.insertText !== entry.name && {apply: entry.insertText}),
    }));
}

/**
 * The language service's diagnostics as CodeMirror's, clamped to the
 * document (the code may have changed while the worker answered); an error
 * without a span marks one character so it still shows.
 */
export function toLintDiagnostics(found: readonly TsDiagnostic[], docLength: number): Diagnostic[] {
  return found.map(({start, length, message, category}) => {
    const from = Math.max(0, Math.min(start, docLength));
    const to = Math.max(from, Math.min(start + Math.max(length, 1), docLength));
    return {from, to, message, severity: category, source: 'TypeScript'};
  });
}

/** 1-based line of an offset in the code, for the list of messages under the editor. */
export function lineOfOffset(code: string, offset: number): number {
  let line = 1;
  for (let at = code.indexOf('\n'); at !== -1 && at < offset; at = code.indexOf('\n', at + 1)) line += 1;
  return line;
}
