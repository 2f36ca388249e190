/**
 * A private nginx prefix that runs deploy/nginx.conf as it is, on a local
 * port and for a given build folder: the browser tests and the server tests
 * serve the site with the production config, not a copy of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readInlineScriptHashes} from '../postbuild/inlineScriptHashes.mjs';
import {readLiveEditorPages} from '../postbuild/liveEditorPages.mjs';
import {writeNginxHeaders} from '../postbuild/nginxHeaders.mjs';
import {collectPagePaths} from '../postbuild/pagePaths.mjs';
import {readBaseUrl} from '../postbuild/siteBase.mjs';
import {localeSubSites} from '../postbuild/localeSites.mjs';

/** Where Debian's packages put them (nginx, libnginx-mod-http-brotli-static); /usr/sbin is not on every user's PATH. */
export const NGINX_BINARY = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const MIME_TYPES = '/etc/nginx/mime.types';
/** The includes deploy/nginx.conf names, relative to the nginx config folder. */
export const HEADERS_INCLUDE = 'snippets/ant-design-plots-security-headers.conf';
export const POLICY_MAP_INCLUDE = 'snippets/ant-design-plots-content-security-policy.conf';

/**
 * deploy/nginx.conf with its `listen` lines replaced by one on 127.0.0.1:port
 * and its `root` by buildDir. Fails when the file no longer has them.
 * @param {string} siteConf
 * @param {{port: number, buildDir: string}} where
 */
export function localSiteConfig(siteConf, {port, buildDir}) {
  const listen = /^[ \t]*listen[ \t][^;]*;[ \t]*\n/gm;
  const root = /^([ \t]*)root[ \t][^;]*;/gm;
  if (!listen.test(siteConf) || (siteConf.match(root) ?? []).length !== 1) {
    throw new Error('deploy/nginx.conf must have `listen` lines and exactly one `root` line in its server block');
  }
  if (/[\s;"'$]/.test(buildDir)) {
    throw new Error(`The build folder path cannot go into an nginx config as it is: ${buildDir}`);
  }
  let first = true;
  return siteConf
    .replace(listen, (line) => {
      const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
      const replacement = first ? `${indent}listen 127.0.0.1:${port};\n` : '';
      first = false;
      return replacement;
    })
    .replace(root, `$1root ${buildDir};`);
}

/**
 * Writes the two header snippets of the build in buildDir into the prefix;
 * returns whether they changed (then nginx must reload to send them).
 * Throws while the build has no post-build records.
 * @param {string} prefix
 * @param {string} buildDir
 */
export function writeHeaderSnippets(prefix, buildDir) {
  const files = {headersFile: path.join(prefix, HEADERS_INCLUDE), policyMapFile: path.join(prefix, POLICY_MAP_INCLUDE)};
  const before = Object.values(files).map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
  // The page list first: it walks the folder, and a redeploy writes the records last.
  const pagePaths = collectPagePaths(buildDir);
  writeNginxHeaders(
    files,
    readInlineScriptHashes(buildDir),
    readLiveEditorPages(buildDir),
    pagePaths,
    readBaseUrl(buildDir),
    localeSubSites(buildDir),
  );
  return Object.values(files).some((file, index) => fs.readFileSync(file, 'utf8') !== before[index]);
}

/**
 * The `root` for a build: the build folder itself, or for a build made for a sub-path (BASE_URL=/docs/) a
 * folder in the prefix holding it under that path (a link), as a deploy copies it to {root}/docs/.
 * @param {string} prefix
 * @param {string} buildDir
 */
function servedRoot(prefix, buildDir) {
  const baseUrl = readBaseUrl(buildDir);
  if (baseUrl === '/') return buildDir;
  const root = path.join(prefix, 'www');
  const link = path.join(root, ...baseUrl.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(link), {recursive: true});
  fs.symlinkSync(buildDir, link);
  return root;
}

/** @param {string} prefix */
function mainConfig(prefix) {
  const temp = (/** @type {string} */ name) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return `# Written by scripts/nginx/testConfig.mjs: deploy/nginx.conf on a local port.
load_module ${BROTLI_STATIC_MODULE};
${process.getuid?.() === 0 ? '# The build folder may be private to the user who runs the tests.\nuser root;\n' : ''}worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
events {
    worker_connections 512;
}
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include site.conf;
}
`;
}

/**
 * Writes the prefix for serving buildDir on port (one folder per port,
 * rewritten on every start) and returns the path of its main config.
 * @param {{siteDir: string, buildDir: string, port: number}} where
 */
export function writeNginxPrefix({siteDir, buildDir, port}) {
  for (const [file, what] of [
    [NGINX_BINARY, 'nginx'],
    [BROTLI_STATIC_MODULE, 'the brotli_static module'],
    [MIME_TYPES, "nginx's mime.types"],
  ]) {
    if (!fs.existsSync(file)) {
      throw new Error(`${what} is missing (${file}): run "bash scripts/ensure-nginx.sh".`);
    }
  }
  const prefix = path.join(os.tmpdir(), `ant-design-plots-nginx-${port}`);
  fs.rmSync(prefix, {recursive: true, force: true});
  fs.mkdirSync(path.join(prefix, 'temp'), {recursive: true});
  writeHeaderSnippets(prefix, buildDir);
  const siteConf = fs.readFileSync(path.join(siteDir, 'deploy/nginx.conf'), 'utf8');
  fs.writeFileSync(
    path.join(prefix, 'site.conf'),
    localSiteConfig(siteConf, {port, buildDir: servedRoot(prefix, buildDir)}),
  );
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, mainConfig(prefix));
  return {prefix, config};
}
