#!/usr/bin/env node
/**
 * Post-build step of `npm run build`: inline-script hashes, the pages with a
 * live demo, brotli/gzip copies, and the nginx security-header lines and
 * policy map for this build.
 *
 * Usage: node scripts/postbuild/run.mjs [--dir build] [--nginx-headers deploy/security-headers.conf]
 *          [--nginx-policy-map deploy/content-security-policy.conf]
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliOptions} from '../cliOptions.mjs';
import {readInlineScriptHashes} from './inlineScriptHashes.mjs';
import {collectPagePaths} from './pagePaths.mjs';
import {NGINX_HEADERS_FILE, NGINX_POLICY_MAP_FILE, writeNginxHeaders} from './nginxHeaders.mjs';
import {postBuild} from './postBuild.mjs';
import {localeSubSites} from './localeSites.mjs';
import {readBaseUrl} from './siteBase.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const values = cliOptions(
  {
    dir: {type: 'string', default: path.join(siteDir, 'build')},
    'nginx-headers': {type: 'string', default: path.join(siteDir, NGINX_HEADERS_FILE)},
    'nginx-policy-map': {type: 'string', default: path.join(siteDir, NGINX_POLICY_MAP_FILE)},
    // The sub-path browser test's build (scripts/e2e-subpath.mjs): its checks are about paths.
    'no-compress': {type: 'boolean', default: false},
  },
  'node scripts/postbuild/run.mjs [--dir build] [--nginx-headers deploy/security-headers.conf] ' +
    '[--nginx-policy-map deploy/content-security-policy.conf] [--no-compress]',
);

const started = Date.now();
try {
  const buildDir = path.resolve(values.dir);
  const {scripts, liveEditorPages, sitemapEntriesAdded, compressed} = await postBuild(buildDir, {
    siteDir,
    compress: !values['no-compress'],
  });
  writeNginxHeaders(
    {headersFile: path.resolve(values['nginx-headers']), policyMapFile: path.resolve(values['nginx-policy-map'])},
    readInlineScriptHashes(buildDir),
    liveEditorPages,
    collectPagePaths(buildDir),
    readBaseUrl(buildDir),
    localeSubSites(buildDir),
  );
  const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `[postbuild] ${scripts.length} inline scripts hashed for the CSP; ` +
      `${liveEditorPages.length} pages with a live demo (their CSP allows the editor's eval); ` +
      `${sitemapEntriesAdded} other-language pages added to sitemap.xml; ${compressed.files} files precompressed ` +
      `(${kb(compressed.raw)} -> brotli ${kb(compressed.br)}, gzip ${kb(compressed.gz)}); ` +
      `${path.relative(process.cwd(), values['nginx-headers'])} and ` +
      `${path.relative(process.cwd(), values['nginx-policy-map'])} written; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
