/**
 * @jest-environment node
 *
 * Build code (Node) and the browser both import this folder, so its modules
 * use neither's own APIs: they import only each other and the plugin's types,
 * and name no global of Node or of the DOM.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const FOLDER = path.resolve(__dirname, '..');
const HOST_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
  'globalThis',
]);

function modules(): string[] {
  return fs.readdirSync(FOLDER).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
}

function read(file: string): {imports: string[]; identifiers: Set<string>} {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(FOLDER, file), 'utf8'), ts.ScriptTarget.Latest);
  const imports: string[] = [];
  const identifiers = new Set<string>();
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      imports.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isIdentifier(node)) identifiers.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {imports, identifiers};
}

describe('the props-row modules', () => {
  it.each(modules())('%s imports only this folder and the plugin’s types', (file) => {
    const foreign = read(file).imports.filter(
      (specifier) => !/^\.\/\w+$/.test(specifier) && specifier !== '../props/types',
    );
    expect(foreign).toEqual([]);
  });

  it.each(modules())('%s names no Node or DOM global', (file) => {
    expect([...read(file).identifiers].filter((name) => HOST_GLOBALS.has(name))).toEqual([]);
  });
});
