/**
 * The path a build is meant to be served under (its `baseUrl`, BASE_URL at
 * build time: `/`, `/docs/`), read from the build itself: the home page's
 * canonical link (`<link rel=canonical href=https://host/docs/>`). Both
 * servers serve the build's files under that path, and the page paths of
 * their redirect and policy lists carry it.
 */
import fs from 'node:fs';
import path from 'node:path';

const CANONICAL = /<link\b[^>]*\brel=["']?canonical["']?[^>]*>/i;
const HREF = /\bhref=["']?([^"'\s>]+)/i;
const BASE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/**
 * `/` when the build has no canonical link on its home page (a hand-made test build).
 * @param {string} buildDir
 */
export function readBaseUrl(buildDir) {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const href = HREF.exec(CANONICAL.exec(html)?.[0] ?? '')?.[1];
  if (!href) return '/';
  const pathname = new URL(href, 'http://localhost').pathname.replace(/\/?$/, '/');
  if (!BASE_PATH.test(pathname)) {
    throw new Error(`${path.join(buildDir, 'index.html')}: the base path ${pathname} is not a plain path`);
  }
  return pathname;
}

/**
 * A page path of the build (`/`, `/guide`, as scripts/postbuild/pagePaths.mjs
 * lists them) as a clean request path under the base: `/docs/guide`, and
 * `/docs` for the home page (no trailing slash, as for every page).
 * @param {string} page
 * @param {string} baseUrl
 */
export function pageUnderBase(page, baseUrl) {
  if (baseUrl === '/') return page;
  return page === '/' ? baseUrl.slice(0, -1) : `${baseUrl.slice(0, -1)}${page}`;
}

/**
 * The path inside the build folder for a decoded request path, or null when it is outside the base.
 * @param {string} pathname
 * @param {string} baseUrl
 */
export function pathInBuild(pathname, baseUrl) {
  if (baseUrl === '/') return pathname;
  if (pathname === baseUrl.slice(0, -1)) return '/';
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : null;
}
