/**
 * @jest-environment node
 *
 * A mistake planted in a recipe's code fails the check, reported at its line in the page. The recipes are read
 * from docs/recipes/ and compiled by the same extractor and compiler settings as the Vite project
 * (test/recipe-apps/vite/tsconfig.app.json: noUnusedLocals and the rest), against the site's installed typings, so
 * this needs no install of the recipe projects; `npm run test:recipes` then compiles, builds and draws them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {checkSnippets} from '../../typecheck-docs/checkSnippets.mjs';
import {filesOfPage} from '../extract.mjs';
import {pageLines} from '../pageLines.mjs';

const SITE_DIR = path.resolve(__dirname, '../../..');
const VITE_TSCONFIG = path.join(SITE_DIR, 'test/recipe-apps/vite/tsconfig.app.json');
jest.setTimeout(60_000);

/** The Vite template's compiler options, without its `vite/client` types (not installed in the site). */
function viteTemplateOptions(): ts.CompilerOptions {
  const {config, error} = ts.readConfigFile(VITE_TSCONFIG, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const {options} = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(VITE_TSCONFIG));
  return {...options, types: ['node'], tsBuildInfoFile: undefined};
}

const recipe = (name: string) => fs.readFileSync(path.join(SITE_DIR, 'docs/recipes', name), 'utf8');
const lineOf = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

describe('a recipe with a planted mistake', () => {
  const options = viteTemplateOptions();

  it('turns on the template settings the recipes must meet', () => {
    expect(options).toMatchObject({noUnusedLocals: true, noUnusedParameters: true, verbatimModuleSyntax: true});
  });

  it('compiles as written', () => {
    const pages = fs
      .readdirSync(path.join(SITE_DIR, 'docs/recipes'))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => ({file: `docs/recipes/${name}`, source: recipe(name)}));
    expect(checkSnippets(pages, SITE_DIR, options)).toEqual([]);
  });

  it('fails on an unused React import (TS6133 under the template), at its line in the page', () => {
    const source = recipe('vite.mdx').replace(
      "import {Line} from '@ant-design/plots';",
      "import React from 'react';\nimport {Line} from '@ant-design/plots';",
    );
    expect(checkSnippets([{file: 'docs/recipes/vite.mdx', source}], SITE_DIR, options)).toEqual([
      `docs/recipes/vite.mdx:${lineOf(source, "import React from 'react';")}:1 'React' is declared but its value is never read. (TS6133)`,
    ]);
  });

  it('fails on a wrong option type in the Next.js recipe', () => {
    const source = recipe('nextjs.mdx').replace('xField="month"', 'xField={2026}');
    const problems = checkSnippets([{file: 'docs/recipes/nextjs.mdx', source}], SITE_DIR, options);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^docs/recipes/nextjs\\.mdx:${lineOf(source, 'xField={2026}')}:\\d+ Type 'number' is not assignable`),
    );
  });
});

describe('the recipe projects', () => {
  it('get the Next.js recipe files at their titles and other recipes under src/recipes/', () => {
    expect(filesOfPage('nextjs.mdx', recipe('nextjs.mdx')).map((entry) => entry.file)).toEqual([
      'next/app/layout.tsx',
      'next/components/SalesChart.tsx',
      'next/components/ClientOnlyChart.tsx',
      'next/app/page.tsx',
      'next/pages/sales.tsx',
    ]);
    expect(filesOfPage('vite.mdx', recipe('vite.mdx')).map((entry) => entry.file)).toEqual(['vite/src/App.tsx']);
    expect(filesOfPage('strict-mode.mdx', recipe('strict-mode.mdx'))[0].file).toBe(
      'vite/src/recipes/strict-mode/snippet-1.tsx',
    );
  });

  it("report a compiler error of an extracted file at its page's line", () => {
    const written = [{file: 'vite/src/App.tsx', page: 'docs/recipes/vite.mdx', line: 18}];
    expect(pageLines("src/App.tsx(3,8): error TS6133: 'React' is declared", written)).toBe(
      "src/App.tsx(3,8) [docs/recipes/vite.mdx:20]: error TS6133: 'React' is declared",
    );
  });
});
