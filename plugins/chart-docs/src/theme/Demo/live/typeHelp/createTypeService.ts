import type ts from 'typescript';
import type {EditorTypesBundle} from '@site/plugins/editor-types/src/client';
import {optionPathAt} from './optionPathAt';
import type {TsCompletion, TsDiagnostic, TsQuickInfo} from './protocol';

type Ts = typeof ts;

/** The edited demo, as one file beside the bundle's `/node_modules`. */
export const DEMO_FILE = '/demo.tsx';

/** Every parent directory of the bundle's files, for module resolution's directory checks. */
function directoriesOf(files: Iterable<string>): Set<string> {
  const directories = new Set<string>(['/']);
  for (const file of files) {
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) {
      directories.add(file.slice(0, at));
    }
  }
  return directories;
}

export interface TypeService {
  completions(code: string, pos: number): TsCompletion[];
  quickInfo(code: string, pos: number): TsQuickInfo | null;
  diagnostics(code: string): TsDiagnostic[];
}

/**
 * A TypeScript language service over an in-memory file system: the demo file
 * and the declaration bundle. The compiler is passed in, so the worker bundles
 * it and tests use the one from node_modules.
 */
export function createTypeService(tsModule: Ts, bundle: EditorTypesBundle): TypeService {
  const files = new Map(Object.entries(bundle.files));
  const directories = directoriesOf(files.keys());
  const roots = [DEMO_FILE, ...bundle.libFiles, ...bundle.rootFiles];
  const options: ts.CompilerOptions = {
    // The bundle's lib files are roots (their `/// <reference lib>` lines were stripped with the comments).
    noLib: true,
    target: tsModule.ScriptTarget.ES2020,
    module: tsModule.ModuleKind.ESNext,
    moduleResolution: tsModule.ModuleResolutionKind.Node10,
    jsx: tsModule.JsxEmit.ReactJSX,
    strict: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  let code = '';
  let version = 0;
  const read = (file: string): string | undefined => (file === DEMO_FILE ? code : files.get(file));
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => roots,
    getScriptVersion: (file) => (file === DEMO_FILE ? String(version) : '0'),
    getScriptSnapshot: (file) => {
      const text = read(file);
      return text === undefined ? undefined : tsModule.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: () => bundle.libFiles[0] ?? '/lib/lib.es5.d.ts',
    fileExists: (file) => read(file) !== undefined,
    readFile: read,
    directoryExists: (directory) => directories.has(directory.replace(/\/$/, '') || '/'),
    getDirectories: () => [],
  };
  const service = tsModule.createLanguageService(host, tsModule.createDocumentRegistry());
  const update = (next: string) => {
    if (next !== code) {
      code = next;
      version += 1;
    }
  };

  return {
    completions(next, pos) {
      update(next);
      const result = service.getCompletionsAtPosition(DEMO_FILE, pos, {includeCompletionsWithInsertText: true});
      return (result?.entries ?? []).map(({name, kind, sortText, insertText}) => ({
        name,
        kind,
        sortText,
        ...(insertText !== undefined && {insertText}),
      }));
    },
    quickInfo(next, pos) {
      update(next);
      const info = service.getQuickInfoAtPosition(DEMO_FILE, pos);
      if (!info) return null;
      const sourceFile = service.getProgram()?.getSourceFile(DEMO_FILE);
      const option = sourceFile && optionPathAt(tsModule, sourceFile, pos);
      return {
        start: info.textSpan.start,
        length: info.textSpan.length,
        display: tsModule.displayPartsToString(info.displayParts),
        ...(option && {option}),
      };
    },
    diagnostics(next) {
      update(next);
      const found = [...service.getSyntacticDiagnostics(DEMO_FILE), ...service.getSemanticDiagnostics(DEMO_FILE)];
      return found.flatMap((diagnostic): TsDiagnostic[] => {
        const isError = diagnostic.category === tsModule.DiagnosticCategory.Error;
        if (!isError && diagnostic.category !== tsModule.DiagnosticCategory.Warning) return [];
        return [
          {
            start: diagnostic.start ?? 0,
            length: diagnostic.length ?? 0,
            message: tsModule.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
            category: isError ? 'error' : 'warning',
          },
        ];
      });
    },
  };
}
