import ts from 'typescript';

/** Compiler options for reading shipped `.d.ts` files: nothing is emitted or type-checked beyond what the checker needs. */
const DECLARATIONS_COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  jsx: ts.JsxEmit.React,
  esModuleInterop: true,
  lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  // Only what the roots import; ambient `@types/*` (jest, node) would only slow the checker down.
  types: [],
};

/** One program for every root file, so the declarations they share are parsed and checked once. */
export function createDeclarationsProgram(rootFiles: readonly string[]): ts.Program {
  return ts.createProgram({rootNames: rootFiles, options: DECLARATIONS_COMPILER_OPTIONS});
}

/** Follows `import {X as Y}` / `export {X}` aliases to the declared symbol. */
function resolveAlias(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The symbol a module (a source file) exports under `name`, or `undefined`. */
export function findExportedSymbol(
  checker: ts.TypeChecker,
  sourceFile: ts.SourceFile,
  name: string,
): ts.Symbol | undefined {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return undefined;
  const symbol = checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.name === name);
  return symbol && resolveAlias(symbol, checker);
}

/** The source file that `moduleName` resolves to when imported from `containingFile`. */
export function resolveModuleFile(
  program: ts.Program,
  moduleName: string,
  containingFile: string,
): ts.SourceFile | undefined {
  const {resolvedModule} = ts.resolveModuleName(moduleName, containingFile, program.getCompilerOptions(), ts.sys);
  return resolvedModule ? program.getSourceFile(resolvedModule.resolvedFileName) : undefined;
}
