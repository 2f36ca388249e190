/**
 * Bundles the installed `@antv/g2plot` (and through it the installed G2) into
 * one script for the recorder's page, with the Rspack the site builds with:
 * the page then runs exactly the engine `node_modules` holds, not the
 * prebuilt UMD file, whose bundled G2 may be another patch version. Two modules are changed on
 * the way (watchCopies.cjs): copies of the options a chart makes stay watched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack} from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds the bundle into a temporary folder; resolves to its source text.
 * @param {string} siteDir
 * @returns {Promise<string>}
 */
export async function bundleEngine(siteDir) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-record-'));
  const entry = path.join(outDir, 'entry.js');
  // G2Plot re-exports G2 as `G2`; the page reaches both through `window.G2Plot`.
  // The React component is bundled beside it (same G2Plot module) to see what `chartRef` and `onReady` get.
  fs.writeFileSync(
    entry,
    [
      "import * as G2Plot from '@antv/g2plot';",
      "import * as Plots from '@ant-design/plots';",
      "import React from 'react';",
      "import ReactDOM from 'react-dom';",
      'window.G2Plot = G2Plot;',
      'window.__wrapper = {React, ReactDOM, Plots};',
      '',
    ].join('\n'),
  );
  const compiler = rspack({
    mode: 'production',
    context: siteDir,
    entry,
    target: 'web',
    // React's development build warns on every legacy render; the production build is what sites ship.
    optimization: {minimize: false, nodeEnv: 'production'},
    devtool: false,
    resolve: {modules: [path.join(siteDir, 'node_modules')]},
    output: {path: outDir, filename: 'engine.js'},
    module: {
      rules: [
        {
          test: /@antv[\\/](g2plot[\\/]esm[\\/]utils[\\/]deep-assign|util[\\/]esm[\\/]omit)\.js$/,
          loader: path.join(here, 'watchCopies.cjs'),
        },
      ],
    },
  });
  await new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({all: false, errors: true})));
      else resolve(undefined);
    });
  });
  const text = fs.readFileSync(path.join(outDir, 'engine.js'), 'utf8');
  fs.rmSync(outDir, {recursive: true, force: true});
  return text;
}
