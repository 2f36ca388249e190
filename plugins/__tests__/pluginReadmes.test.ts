import fs from 'node:fs';
import path from 'node:path';
import {parse} from '@babel/parser';
import {fromMarkdown} from 'mdast-util-from-markdown';

/**
 * A plugin's README is where a reader learns what its `index.ts` puts
 * together, so it must name every module that file imports or re-exports from
 * a relative path. "Named" means written in code (inline code or a code block:
 * `src/bootScripts.ts`, `bootScripts`), where a README names files; prose
 * does not count, or the heading "Options" would stand for `options.ts`.
 */

const PLUGINS_DIR = path.join(__dirname, '..');

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** Base names (no extension) of the relative modules an index source imports or re-exports, type-only ones included. */
function wiredModules(indexSource: string): string[] {
  const program = parse(indexSource, {sourceType: 'module', plugins: ['typescript']}).program;
  const names = new Set<string>();
  for (const statement of program.body) {
    const source =
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportNamedDeclaration' ||
      statement.type === 'ExportAllDeclaration'
        ? statement.source?.value
        : undefined;
    if (source?.startsWith('.')) names.add(path.basename(source).replace(/\.[cm]?[jt]sx?$/, ''));
  }
  return [...names];
}

/** Every identifier-like token of the README's inline code and code blocks. */
function namesInCode(markdown: string): Set<string> {
  const tokens = new Set<string>();
  const walk = (node: MdNode): void => {
    if ((node.type === 'inlineCode' || node.type === 'code') && node.value) {
      for (const token of node.value.split(/[^\w$]+/)) if (token) tokens.add(token);
    }
    node.children?.forEach(walk);
  };
  walk(fromMarkdown(markdown) as unknown as MdNode);
  return tokens;
}

/** The wired modules a README does not name, in import order. */
function unnamedModules(indexSource: string, readme: string): string[] {
  const named = namesInCode(readme);
  return wiredModules(indexSource).filter((name) => !named.has(name));
}

const plugins = fs
  .readdirSync(PLUGINS_DIR, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(PLUGINS_DIR, entry.name, 'src', 'index.ts')))
  .map((entry) => entry.name);

describe('plugin READMEs', () => {
  it('finds the plugins', () => {
    expect(plugins).toEqual(expect.arrayContaining(['changelog', 'chart-docs', 'llms', 'search', 'site-shell']));
  });

  it.each(plugins)('plugins/%s/README.md names every module its index.ts wires', (plugin) => {
    const readmePath = path.join(PLUGINS_DIR, plugin, 'README.md');
    expect(fs.existsSync(readmePath)).toBe(true);
    const indexSource = fs.readFileSync(path.join(PLUGINS_DIR, plugin, 'src', 'index.ts'), 'utf8');
    expect(wiredModules(indexSource).length).toBeGreaterThan(0);
    expect(unnamedModules(indexSource, fs.readFileSync(readmePath, 'utf8'))).toEqual([]);
  });
});

describe('the README check itself', () => {
  const index = [
    "import fs from 'node:fs';",
    "import {getBootScript} from './bootScripts';",
    "import type {Options} from './options.ts';",
    "import {DEFAULTS} from '../../shared/src/defaults';",
    "export {getSsrTemplate} from './ssrTemplate';",
    "export * from './types';",
    'export const x = 1;',
  ].join('\n');

  it('reads relative imports and re-exports, type-only ones too, and skips packages', () => {
    expect(wiredModules(index)).toEqual(['bootScripts', 'options', 'defaults', 'ssrTemplate', 'types']);
  });

  it('names the modules a README leaves out, and counts only names written in code', () => {
    const readme = [
      '# A plugin',
      '',
      'Options are validated. `src/bootScripts.ts` starts the bundle; `getSsrTemplate` comes from `ssrTemplate`.',
      '',
      '```text',
      'src/types.ts   what it emits',
      '```',
    ].join('\n');
    expect(unnamedModules(index, readme)).toEqual(['options', 'defaults']);
  });

  it('fails on a real README with one module taken out of it', () => {
    const indexSource = fs.readFileSync(path.join(PLUGINS_DIR, 'site-shell', 'src', 'index.ts'), 'utf8');
    const readme = fs.readFileSync(path.join(PLUGINS_DIR, 'site-shell', 'README.md'), 'utf8');
    expect(unnamedModules(indexSource, readme.replaceAll('compileHints', 'compile hints'))).toEqual(['compileHints']);
  });
});
