/**
 * Writes the recipes' code blocks into the recipe projects (test/recipe-apps/), so
 * the pages stay the single source of the code under test: the Next.js recipe's
 * titled blocks at their file names in the Next.js project, the Vite recipe's
 * `src/App.tsx` in the Vite project, and every other recipe's blocks in the Vite
 * project's `src/recipes/{page}/` (untitled blocks as `snippet-{n}.ts(x)`, as
 * `npm run typecheck` names them). Written files are git-ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractSnippets} from '../typecheck-docs/extractSnippets.mjs';

export const SITE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const APPS_DIR = path.join(SITE_DIR, 'test/recipe-apps');
const RECIPES = 'docs/recipes';

/**
 * Where a page's blocks go: a project and a folder in it.
 * @param {string} page file name in docs/recipes (`nextjs.mdx`)
 * @returns {{project: 'next' | 'vite', folder: string}}
 */
export function targetOf(page) {
  if (page === 'nextjs.mdx') return {project: 'next', folder: ''};
  if (page === 'vite.mdx') return {project: 'vite', folder: ''};
  return {project: 'vite', folder: `src/recipes/${page.replace(/\.mdx?$/, '')}`};
}

/**
 * The files a page's blocks become, relative to the apps folder.
 * @param {string} page
 * @param {string} source the page's MDX
 * @returns {{file: string, code: string, line: number}[]}
 */
export function filesOfPage(page, source) {
  const {project, folder} = targetOf(page);
  return extractSnippets(source).map((snippet) => ({
    file: path.join(project, folder, snippet.fileName),
    code: snippet.code.endsWith('\n') ? snippet.code : `${snippet.code}\n`,
    line: snippet.line,
  }));
}

/**
 * Writes every recipe's blocks into the projects, after clearing what an earlier run wrote.
 * @returns {{written: {file: string, page: string, line: number}[], problems: string[]}}
 */
export function extractRecipes() {
  for (const generated of ['next/app', 'next/components', 'next/pages', 'vite/src/App.tsx', 'vite/src/recipes']) {
    fs.rmSync(path.join(APPS_DIR, generated), {recursive: true, force: true});
  }
  /** @type {{file: string, page: string, line: number}[]} */
  const written = [];
  /** @type {string[]} */
  const problems = [];
  const pages = fs
    .readdirSync(path.join(SITE_DIR, RECIPES))
    .filter((name) => /\.mdx?$/.test(name))
    .sort();
  for (const page of pages) {
    for (const {file, code, line} of filesOfPage(page, fs.readFileSync(path.join(SITE_DIR, RECIPES, page), 'utf8'))) {
      if (written.some((entry) => entry.file === file))
        problems.push(`${RECIPES}/${page}:${line}: ${file} is written twice`);
      fs.mkdirSync(path.dirname(path.join(APPS_DIR, file)), {recursive: true});
      fs.writeFileSync(path.join(APPS_DIR, file), code);
      written.push({file, page: `${RECIPES}/${page}`, line});
    }
  }
  return {written, problems};
}
