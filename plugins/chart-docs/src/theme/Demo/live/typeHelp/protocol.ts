/**
 * Messages between the live editor and its type-help worker. Every request
 * carries the whole code (a demo is a few kilobytes), so the worker never
 * holds a stale copy.
 */

/** One completion as the TypeScript language service offers it. */
export interface TsCompletion {
  name: string;
  /** TypeScript's element kind (`property`, `JSX attribute`, `function`, ...). */
  kind: string;
  /** TypeScript's ranking: smaller sorts first (`11` members, `15` globals...). */
  sortText: string;
  insertText?: string;
}

export type TsDiagnosticCategory = 'error' | 'warning';

/** A type or syntax error of the edited code, by offset in it. */
export interface TsDiagnostic {
  start: number;
  length: number;
  message: string;
  category: TsDiagnosticCategory;
}

/** The chart option under a position: the JSX element's component and the option's dotted path. */
export interface OptionAt {
  component: string;
  path: string;
}

export interface TsQuickInfo {
  start: number;
  length: number;
  /** TypeScript's own text for the symbol (`(property) smooth?: boolean`). */
  display: string;
  option?: OptionAt;
}

export type TypeHelpRequest =
  | {id: number; type: 'init'; typesUrl: string; code: string}
  | {id: number; type: 'completions'; code: string; pos: number}
  | {id: number; type: 'quickInfo'; code: string; pos: number}
  | {id: number; type: 'diagnostics'; code: string};

export interface TypeHelpResults {
  init: null;
  completions: TsCompletion[];
  quickInfo: TsQuickInfo | null;
  diagnostics: TsDiagnostic[];
}

export type TypeHelpResponse =
  {id: number; ok: true; result: TypeHelpResults[keyof TypeHelpResults]} | {id: number; ok: false; error: string};
