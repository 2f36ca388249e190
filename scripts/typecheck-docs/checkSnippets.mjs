/**
 * Compiles the TypeScript code blocks of pages with the site's own compiler
 * options and the real typings of `@ant-design/plots`, React and the DOM, as
 * a reader's project would: each block is a module of its own, placed in a
 * folder per page under the name its `title` gives it, so titled blocks
 * import each other. Nothing is written to disk.
 */
import path from 'node:path';
import ts from 'typescript';
import {extractSnippets} from './extractSnippets.mjs';

const HERE = path.dirname(new URL(import.meta.url).pathname);
/** Typings of packages a recipe's project has but this site does not install (`next/dynamic`). */
const EXTRA_TYPINGS = [path.join(HERE, 'next-dynamic.d.ts')];

/**
 * @typedef {object} Page
 * @property {string} file path of the page, relative to the site (for messages)
 * @property {string} source its MDX
 */

/**
 * @param {string} siteDir where tsconfig.json and node_modules are
 * @returns {ts.CompilerOptions}
 */
function siteCompilerOptions(siteDir) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(siteDir, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${siteDir}/tsconfig.json could not be read`);
  // A reader's project: the DOM and Node's types, no test runner's globals; JSX as React 17+ compiles it; unused
  // imports and variables are errors, as in the project Vite's React template creates.
  return {
    ...parsed.options,
    noEmit: true,
    types: ['node'],
    jsx: ts.JsxEmit.ReactJSX,
    noUnusedLocals: true,
    noUnusedParameters: true,
  };
}

/**
 * Type errors of every TypeScript block of the pages, as `page:line:column message (TSnnnn)`.
 * @param {readonly Page[]} pages
 * @param {string} siteDir
 * @param {ts.CompilerOptions} [overrides] options over the site's (a reader's project settings)
 * @returns {string[]} empty when every block compiles
 */
export function checkSnippets(pages, siteDir, overrides = {}) {
  /** @type {Map<string, {page: string, line: number, code: string}>} virtual file -> where it comes from */
  const files = new Map();
  /** @type {string[]} */
  const problems = [];
  pages.forEach((page, index) => {
    let snippets;
    try {
      snippets = extractSnippets(page.source);
    } catch (error) {
      problems.push(`${page.file}: not valid MDX: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    // Inside the site, so `@ant-design/plots` and `react` resolve from its node_modules.
    const folder = path.join(siteDir, '.snippets', String(index));
    for (const snippet of snippets) {
      // `export {}` keeps a block without imports a module: blocks never share top-level names.
      files.set(path.join(folder, snippet.fileName), {
        page: page.file,
        line: snippet.line,
        code: `${snippet.code}\nexport {};\n`,
      });
    }
  });
  if (files.size === 0) return problems;

  const options = {...siteCompilerOptions(siteDir), ...overrides};
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile, directoryExists} = host;
  const folders = new Set([...files.keys()].flatMap((file) => ancestors(path.dirname(file))));
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.directoryExists = (folder) => folders.has(folder) || (directoryExists?.call(host, folder) ?? true);
  host.readFile = (fileName) => files.get(fileName)?.code ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const virtual = files.get(fileName);
    return virtual
      ? ts.createSourceFile(fileName, virtual.code, languageVersion, true)
      : getSourceFile.call(host, fileName, languageVersion, ...rest);
  };
  const program = ts.createProgram({rootNames: [...files.keys(), ...EXTRA_TYPINGS], options, host});
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const virtual = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
    if (!virtual || !diagnostic.file || diagnostic.start === undefined) {
      problems.push(`${diagnostic.file?.fileName ?? 'compiler'}: ${message} (TS${diagnostic.code})`);
      continue;
    }
    const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    problems.push(`${virtual.page}:${virtual.line + line}:${character + 1} ${message} (TS${diagnostic.code})`);
  }
  return problems;
}

/**
 * A folder and those above it, so module resolution walks into virtual folders.
 * @param {string} folder
 * @returns {string[]}
 */
function ancestors(folder) {
  const parent = path.dirname(folder);
  return parent === folder ? [folder] : [folder, ...ancestors(parent)];
}
