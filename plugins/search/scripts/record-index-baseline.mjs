#!/usr/bin/env node
/**
 * Records what the search index of the last production build holds, per
 * page: its source, the section count, the heading ids and every distinct
 * word. plugins/search/src/__tests__/siteIndexBaseline.test.ts rebuilds the
 * index from the site sources and fails when a page lost any of it.
 *
 *   npm run build && node plugins/search/scripts/record-index-baseline.mjs
 *
 * Run it only when the index is meant to change (a page removed, text cut on
 * purpose), and say so in the commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import prettier from 'prettier';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const indexDir = path.join(siteDir, 'build/assets/search');
const output = path.join(siteDir, 'plugins/search/src/__tests__/__fixtures__/site-index-baseline.json');

/** The test splits text into words with the same expression (WORD_PATTERN in siteIndexSummary.ts). */
const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

function fail(message) {
  console.error(`record-index-baseline: ${message}`);
  process.exit(1);
}

function readJsonFiles(dir) {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('__'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
}

const indexFiles = fs.existsSync(indexDir) ? fs.readdirSync(indexDir).filter((name) => name.endsWith('.json')) : [];
if (indexFiles.length !== 1) {
  fail(`expected one search-index.*.json in ${indexDir}, found ${indexFiles.length}. Run \`npm run build\` first.`);
}
const index = JSON.parse(fs.readFileSync(path.join(indexDir, indexFiles[0]), 'utf8'));

// Where each page comes from, as the docs and pages plugins loaded it for that build.
const generated = path.join(siteDir, '.docusaurus');
const sources = new Map();
for (const doc of readJsonFiles(path.join(generated, 'docusaurus-plugin-content-docs/default'))) {
  if (doc.permalink && doc.source) {
    const entry = {kind: 'doc', source: doc.source, title: doc.title};
    sources.set(doc.permalink, doc.description ? {...entry, description: doc.description} : entry);
  }
}
for (const page of readJsonFiles(path.join(generated, 'docusaurus-plugin-content-pages/default'))) {
  if (page.permalink && page.source) {
    const entry = {kind: 'page', type: page.type, source: page.source};
    sources.set(page.permalink, {
      ...entry,
      ...(page.title ? {title: page.title} : {}),
      ...(page.description ? {description: page.description} : {}),
    });
  }
}

const words = (texts) =>
  [...new Set(texts.flatMap((text) => (text ?? '').toLowerCase().match(WORD_PATTERN) ?? []))].sort();

const routes = {};
for (const route of index.routes) {
  const origin = sources.get(route.path) ?? {kind: 'changelog'};
  routes[route.path] = {
    ...origin,
    sections: route.sections.length,
    headingIds: route.sections.flatMap((section) => (section.heading ? [section.heading.id] : [])),
    words: words([
      route.title,
      route.description,
      ...route.sections.flatMap((section) => [section.heading?.title, ...section.paragraphs]),
    ]).join(' '),
  };
}

// Laid out as `npm run lint` expects it, so a refresh is a reviewable diff and nothing else.
const prettierConfig = await prettier.resolveConfig(output);
fs.writeFileSync(output, await prettier.format(JSON.stringify({routes}), {...prettierConfig, filepath: output}));
console.log(`record-index-baseline: ${Object.keys(routes).length} pages written to ${path.relative(siteDir, output)}`);
