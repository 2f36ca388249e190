#!/usr/bin/env node
/**
 * Records what the search index of the last production build holds per page (its source, section
 * count, heading ids and distinct words), for siteIndexBaseline.test.ts, which fails when a page
 * rebuilt from the sources lost any of it. Run only when the index is meant to change, and say so:
 *
 *   npm run build && node plugins/search/scripts/record-index-baseline.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import prettier from 'prettier';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const indexDir = path.join(siteDir, 'build/assets/search');
const output = path.join(siteDir, 'plugins/search/src/__tests__/__fixtures__/site-index-baseline.json');
/** The test splits text into words with the same expression (siteIndexSummary.ts). */
const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

const readJsonFiles = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json') && !name.startsWith('__'))
        .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))
    : [];

const indexFiles = fs.existsSync(indexDir) ? fs.readdirSync(indexDir).filter((name) => name.endsWith('.json')) : [];
if (indexFiles.length !== 1) {
  console.error(`record-index-baseline: expected one search-index.*.json in ${indexDir}, found ${indexFiles.length}.`);
  process.exit(1);
}
const index = JSON.parse(fs.readFileSync(path.join(indexDir, indexFiles[0]), 'utf8'));

// Where each page comes from, as the docs and pages plugins loaded it for that build.
const generated = path.join(siteDir, '.docusaurus');
const sources = new Map();
for (const doc of readJsonFiles(path.join(generated, 'docusaurus-plugin-content-docs/default'))) {
  if (doc.permalink && doc.source) {
    sources.set(doc.permalink, {
      kind: 'doc',
      source: doc.source,
      title: doc.title,
      description: doc.description || undefined,
    });
  }
}
for (const page of readJsonFiles(path.join(generated, 'docusaurus-plugin-content-pages/default'))) {
  if (page.permalink && page.source) {
    const {type, source, title, description} = page;
    sources.set(page.permalink, {
      kind: 'page',
      type,
      source,
      title: title || undefined,
      description: description || undefined,
    });
  }
}

const words = (texts) =>
  [...new Set(texts.flatMap((text) => (text ?? '').toLowerCase().match(WORD_PATTERN) ?? []))].sort().join(' ');
const routes = Object.fromEntries(
  index.routes.map((route) => [
    route.path,
    {
      ...(sources.get(route.path) ?? {kind: 'changelog'}),
      sections: route.sections.length,
      headingIds: route.sections.flatMap((section) => (section.heading ? [section.heading.id] : [])),
      words: words([
        route.title,
        route.description,
        ...route.sections.flatMap((section) => [section.heading?.title, ...section.paragraphs]),
      ]),
    },
  ]),
);

// Laid out as `npm run lint` expects it, so a refresh is a reviewable diff and nothing else.
const options = {...(await prettier.resolveConfig(output)), filepath: output};
fs.writeFileSync(output, await prettier.format(JSON.stringify({routes}), options));
console.log(`record-index-baseline: ${Object.keys(routes).length} pages written to ${path.relative(siteDir, output)}`);
