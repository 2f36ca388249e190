#!/usr/bin/env node
/**
 * Post-build step of `npm run build`: inline-script hashes, brotli/gzip
 * copies, and the nginx security-header lines for this build.
 *
 * Usage: node scripts/postbuild/run.mjs [--dir build] [--nginx-headers deploy/security-headers.conf]
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliOptions} from '../cliOptions.mjs';
import {readInlineScriptHashes} from './inlineScriptHashes.mjs';
import {NGINX_HEADERS_FILE, writeNginxHeaders} from './nginxHeaders.mjs';
import {postBuild} from './postBuild.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const values = cliOptions(
  {
    dir: {type: 'string', default: path.join(siteDir, 'build')},
    'nginx-headers': {type: 'string', default: path.join(siteDir, NGINX_HEADERS_FILE)},
  },
  'node scripts/postbuild/run.mjs [--dir build] [--nginx-headers deploy/security-headers.conf]',
);

const started = Date.now();
try {
  const buildDir = path.resolve(values.dir);
  const {scripts, compressed} = await postBuild(buildDir);
  writeNginxHeaders(path.resolve(values['nginx-headers']), readInlineScriptHashes(buildDir));
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `[postbuild] ${scripts.length} inline scripts hashed for the CSP; ${compressed.files} files precompressed ` +
      `(${kb(compressed.raw)} -> brotli ${kb(compressed.br)}, gzip ${kb(compressed.gz)}); ` +
      `${path.relative(process.cwd(), values['nginx-headers'])} written; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`[postbuild] ${error.message}`);
  process.exit(1);
}
