/**
 * Bundles the server into dist/server.cjs, so the package runs on Node alone:
 * the site's search ranking (plugins/search/src/client/, imported as `@site/...`)
 * is compiled in, and only the MCP SDK and zod stay dependencies. Runs before
 * `npm pack` (prepack) and before `npm run mcp`; nothing is compiled at run time.
 * With Rspack, the bundler the site already builds with (`@docusaurus/faster`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@rspack/core';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_DIR = path.resolve(PACKAGE_DIR, '../..');
export const BUNDLE = path.join(PACKAGE_DIR, 'dist/server.cjs');

/** Packages the bundle requires at run time: the package's own dependencies. */
const EXTERNAL = Object.keys(JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')).dependencies);

/**
 * Writes the bundle into a folder of its own and renames it into place, so
 * builds running side by side (test files, `npm run mcp`) never read half a file.
 * @returns {Promise<string>} the bundle's path
 */
export async function buildBundle() {
  fs.mkdirSync(path.dirname(BUNDLE), {recursive: true});
  const staging = fs.mkdtempSync(path.join(path.dirname(BUNDLE), '.build-'));
  try {
    await compile(staging);
    fs.renameSync(path.join(staging, path.basename(BUNDLE)), BUNDLE);
  } finally {
    fs.rmSync(staging, {recursive: true, force: true});
  }
  return BUNDLE;
}

/** @param {string} outDir */
function compile(outDir) {
  const compiler = rspack({
    mode: 'production',
    target: 'node20',
    context: PACKAGE_DIR,
    entry: './src/main.ts',
    devtool: false,
    output: {
      path: outDir,
      filename: path.basename(BUNDLE),
      library: {type: 'commonjs2'},
    },
    // A readable bundle: stack traces and a reader of the package see the source's names.
    optimization: {minimize: false},
    resolve: {extensions: ['.ts', '.js'], alias: {'@site': SITE_DIR}},
    externals: [
      ({request}, callback) => {
        const external = EXTERNAL.some((name) => request === name || request?.startsWith(`${name}/`));
        callback(undefined, external ? `commonjs ${request}` : undefined);
      },
    ],
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
          type: 'javascript/auto',
        },
        // The site's modules run nothing on import, so what the server does not use of a plugin's client
        // entry (chart-docs' clipboard helpers behind `@site/plugins/chart-docs/src/client`) is left out.
        {include: path.join(SITE_DIR, 'plugins'), sideEffects: false},
      ],
    },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({all: false, errors: true})));
      else resolve(undefined);
    });
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildBundle();
}
