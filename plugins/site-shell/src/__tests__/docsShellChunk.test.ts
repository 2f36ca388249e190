/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type StatsCompilation} from '@rspack/core';
import {genChunkName} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {docsShellCacheGroups, isDocsShellChunk} from '../docsShellChunk';

/** A chunk whose groups were started by these import requests. */
function chunkImportedAs(...requests: string[]) {
  return {groupsIterable: [{origins: requests.map((request) => ({request}))}]};
}

describe('isDocsShellChunk', () => {
  it("knows the docs plugin's data and the theme's docs layouts, down to the page", () => {
    for (const request of [
      '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
      '@theme/DocsRoot',
      '@theme/DocVersionRoot',
      '@theme/DocRoot',
      '@theme/DocItem',
    ]) {
      expect(isDocsShellChunk(chunkImportedAs(request))).toBe(true);
    }
  });

  it("leaves out each page's own content and version data, and every other route", () => {
    for (const request of [
      '@site/docs/guide.mdx',
      '@generated/docusaurus-plugin-content-docs/default/p/index-466.json',
      '@theme/MDXPage',
      '@theme/DocItemFooter',
      '@theme/ChangelogPage',
    ]) {
      expect(isDocsShellChunk(chunkImportedAs(request))).toBe(false);
    }
    expect(isDocsShellChunk({groupsIterable: [{origins: [{}]}]})).toBe(false);
  });
});

/** Writes a file, with its folders, under the fixture's directory. */
function write(dir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  fs.writeFileSync(path.join(dir, file), text);
}

/** A package whose code is `size` characters long, so the bundler weighs it as a real one. */
function writePackage(dir: string, name: string, size: number): void {
  write(dir, `node_modules/${name}/package.json`, JSON.stringify({name, main: 'index.js'}));
  write(dir, `node_modules/${name}/index.js`, `export default ${JSON.stringify(name.padEnd(size, '.'))};\n`);
}

/**
 * Bundles a small site shaped like ours: the docs layouts, a home page that
 * shares a big package and a site file with them, and a package only the docs
 * use, split the way Docusaurus splits its client (no default group, the
 * bundler's package group on).
 */
async function bundleFixture(): Promise<{chunks: {names: string[]; modules: string[]}[]; shellName: string}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-shell-'));
  const shellName = genChunkName('@theme/DocsRoot');
  writePackage(dir, 'big-shared', 30_000);
  writePackage(dir, 'docs-only', 30_000);
  write(dir, 'src/shared.js', "export default 'site file';\n");
  write(dir, 'theme/DocsRoot.js', "export default 'docs root';\n");
  write(dir, 'theme/DocRoot.js', "import pkg from 'docs-only';\nexport default pkg;\n");
  write(
    dir,
    'theme/DocItem.js',
    "import a from 'big-shared';\nimport b from '../src/shared.js';\nexport default [a, b];\n",
  );
  write(dir, 'src/home.js', "import a from 'big-shared';\nimport b from './shared.js';\nexport default [a, b];\n");
  write(
    dir,
    'src/entry.js',
    [
      `import(/* webpackChunkName: "${shellName}" */ '@theme/DocsRoot');`,
      "import(/* webpackChunkName: 'doc-root' */ '@theme/DocRoot');",
      "import(/* webpackChunkName: 'doc-item' */ '@theme/DocItem');",
      "import(/* webpackChunkName: 'home' */ './home.js');",
    ].join('\n'),
  );
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './src/entry.js',
    output: {path: path.join(dir, 'out')},
    resolve: {alias: {'@theme': path.join(dir, 'theme')}},
    optimization: {
      minimize: false,
      // Each file stays a module of its own in the stats.
      concatenateModules: false,
      splitChunks: {cacheGroups: {default: false, ...docsShellCacheGroups()}},
    },
  });
  const stats = await new Promise<StatsCompilation>((resolve, reject) =>
    compiler.run((error, result) =>
      error || !result
        ? reject(error)
        : resolve(result.toJson({all: false, chunks: true, chunkModules: true, dependentModules: true})),
    ),
  );
  fs.rmSync(dir, {recursive: true, force: true});
  const chunks = (stats.chunks ?? []).map((chunk) => ({
    names: chunk.names ?? [],
    modules: (chunk.modules ?? []).map((module) => path.relative(dir, module.nameForCondition ?? '')).sort(),
  }));
  return {chunks, shellName};
}

describe('the docs shell chunk', () => {
  let bundled: Awaited<ReturnType<typeof bundleFixture>>;
  beforeAll(async () => {
    bundled = await bundleFixture();
  }, 60_000);

  const chunkWith = (file: string) => bundled.chunks.filter((chunk) => chunk.modules.includes(file));

  it("holds every docs layout, under the docs root's chunk name", () => {
    const [shell, ...others] = chunkWith('theme/DocsRoot.js');
    expect(others).toEqual([]);
    expect(shell!.names).toEqual([bundled.shellName]);
    expect(shell!.modules).toEqual(expect.arrayContaining(['theme/DocRoot.js', 'theme/DocItem.js']));
    expect(
      bundled.chunks.filter((chunk) => chunk.names.includes('doc-root') || chunk.names.includes('doc-item')),
    ).toEqual([]);
  });

  it('takes in the packages only docs pages use, which would otherwise get a chunk of their own', () => {
    expect(chunkWith('node_modules/docs-only/index.js').map((chunk) => chunk.names)).toEqual([[bundled.shellName]]);
  });

  it('leaves a big package the home page uses too in a chunk both share', () => {
    const [shared, ...others] = chunkWith('node_modules/big-shared/index.js');
    expect(others).toEqual([]);
    expect(shared!.names).not.toContain(bundled.shellName);
  });

  it("takes its own copy of the site's files the home page uses too, as each route's chunk has", () => {
    expect(chunkWith('src/shared.js').map((chunk) => chunk.names)).toEqual(
      expect.arrayContaining([[bundled.shellName], ['home']]),
    );
  });
});
