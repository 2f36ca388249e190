import type {Extension} from '@codemirror/state';
import {EditorView, hoverTooltip, type Tooltip} from '@codemirror/view';
import {autocompletion, type CompletionContext, type CompletionResult} from '@codemirror/autocomplete';
import {linter, type Diagnostic} from '@codemirror/lint';
import type {TypeHelpClient} from './typeHelpClient';
import type {OptionDoc} from './optionDocs';
import {toCompletionOptions, toLintDiagnostics} from './tsToCodeMirror';
import {renderHover} from './renderHover';

/** Pause after typing before the code is type-checked (the chart recompiles after 500 ms). */
const LINT_DELAY_MS = 300;

export interface TypeHelpHooks {
  client: TypeHelpClient;
  lookupOption: (component: string, path: string) => Promise<OptionDoc | undefined>;
  /** Receives every check's diagnostics (shown under the editor too). */
  onDiagnostics: (diagnostics: Diagnostic[], code: string) => void;
  /** Completion timings for the benchmark (`window.__editorTiming`). */
  onCompletionTiming?: (ms: number) => void;
}

/** Characters after which completions open without a word typed: members (`.`) and JSX tags (`<`). */
const TRIGGER_BEFORE = /[.<]$/;

function completionSource({client, onCompletionTiming}: TypeHelpHooks) {
  return async (context: CompletionContext): Promise<CompletionResult | null> => {
    const word = context.matchBefore(/[\w$]*/);
    if (!word) return null;
    if (word.from === word.to && !context.explicit) {
      const before = context.state.sliceDoc(Math.max(0, word.from - 1), word.from);
      if (!TRIGGER_BEFORE.test(before)) return null;
    }
    const started = performance.now();
    let entries;
    try {
      entries = await client.request('completions', {code: context.state.doc.toString(), pos: context.pos});
    } catch {
      return null;
    }
    if (context.aborted) return null;
    onCompletionTiming?.(performance.now() - started);
    return {from: word.from, options: toCompletionOptions(entries), validFor: /^[\w$]*$/};
  };
}

function hoverSource({client, lookupOption}: TypeHelpHooks) {
  return async (view: EditorView, pos: number): Promise<Tooltip | null> => {
    let info;
    try {
      info = await client.request('quickInfo', {code: view.state.doc.toString(), pos});
    } catch {
      return null;
    }
    if (!info) return null;
    const doc = info.option ? await lookupOption(info.option.component, info.option.path) : undefined;
    const end = Math.min(info.start + info.length, view.state.doc.length);
    return {pos: Math.min(info.start, end), end, above: true, create: () => ({dom: renderHover(info.display, doc)})};
  };
}

function lintSource({client, onDiagnostics}: TypeHelpHooks) {
  return async (view: EditorView): Promise<Diagnostic[]> => {
    const code = view.state.doc.toString();
    let found;
    try {
      found = await client.request('diagnostics', {code});
    } catch {
      return [];
    }
    // The code may have changed while the worker checked it: keep the marks inside the document.
    const diagnostics = toLintDiagnostics(found, view.state.doc.length);
    onDiagnostics(diagnostics, code);
    return diagnostics;
  };
}

/** Completion, hover information and type errors from the type-help worker. */
export function typeHelpExtensions(hooks: TypeHelpHooks): Extension {
  return [
    autocompletion({override: [completionSource(hooks)], activateOnTypingDelay: 0}),
    hoverTooltip(hoverSource(hooks), {hoverTime: 300}),
    linter(lintSource(hooks), {delay: LINT_DELAY_MS}),
  ];
}
