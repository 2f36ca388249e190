/**
 * Which request paths the site answers with a 301 to its clean URL, and
 * which target: `/api/line.html` -> `/api/line`, `/index.html` -> `/`,
 * `/api//line` and `/guide///` -> merged and without the trailing slash,
 * `/api/line%2f` -> the encoded slash decoded, then the same; a file's name
 * with a trailing slash (`/api/line.md/`) -> without it; another casing
 * of a page (`/Guide`, `/API/LINE`) -> the page's own spelling
 * (scripts/postbuild/pagePaths.mjs); the former unreleased docs under
 * `/next` in any casing (`/next/api/line`, `/NEXT`, `/zh-CN/next/guide`) -> the same path without
 * it (`/api/line`, `/`, `/zh-CN/guide`), the docs now living once at the normal paths; a
 * casing of the rest is then mended by a second redirect, as nginx does.
 * The query string is kept.
 * deploy/nginx.conf does the same with its `map`s (same patterns), and the
 * server tests hold both to it.
 *
 * A target is only ever a path on this host made of plain segments (letters,
 * digits, `.`, `_`, `~`, `-`): `//evil.example/` goes to `/evil.example`, and
 * a path that would decode to a backslash or a control character (which
 * browsers turn into `//host` or drop) gets a 404 instead of a redirect. So
 * does a path whose `..` segments climb above the root
 * (`/..%2f..%2fetc/passwd`: nginx refuses it), the not-found page under any
 * of its names (`/404`, `/404.html`) and the `.br`/`.gz` copies of the build's
 * files (they are sent as the encoding of the file itself).
 */

/** Raw (still encoded) paths that are not written the canonical way. */
const REPEATED_OR_ENCODED_SLASH = /\/\/|%2f/i;
const HTML_SUFFIX = /\.html\/*$/;
/** A file's name with a trailing slash (`/api/line.md/`, `/llms.txt/`): one address per file, the one without. */
const FILE_WITH_SLASH = /\/[^/]*\.[A-Za-z0-9]+\/+$/;
/** Decoded paths no request is answered with, whatever the build holds: the not-found page, the precompressed copies. */
const NEVER_SERVED = /\/404(?:\.html)?\/*$|\.(?:br|gz)\/*$/;

/**
 * `/next` and what follows it: the docs' unreleased copy, gone since the docs live once; in the
 * Chinese sub-site too (`/zh-CN/next/...`, capture 1 keeps the language as spelled).
 */
const FORMER_NEXT_DOCS = /^(\/zh-CN)?\/next(?=\/|$)/i;

/** The clean path of a decoded, merged path: capture 1, without `.html`, `/index.html` or trailing slashes. */
export const CLEAN_PATH = /^((?:\/[A-Za-z0-9._~-]+?)*?)(?:(?:\/index)?\.html)?\/*$/;

/** @param {string} url */
function splitTarget(url) {
  const queryAt = url.indexOf('?');
  return {
    rawPath: queryAt === -1 ? url : url.slice(0, queryAt),
    query: queryAt === -1 || queryAt === url.length - 1 ? '' : url.slice(queryAt),
  };
}

/**
 * The request path decoded, with repeated slashes merged and `.`/`..`
 * resolved as nginx does before matching (a trailing slash is kept), or null
 * when it does not decode or climbs above the root.
 * @param {string} rawPath
 * @returns {string | null}
 */
export function decodedPath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const segments = [];
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment);
    }
  }
  const trailingSlash = segments.length > 0 && /\/\.{0,2}$/.test(decoded);
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}

/**
 * For a request target (`/path?query`): null when it is served as it is,
 * `{status: 301, location}` for a redirect, `{status: 404}` when it is no
 * page (see above). `spellingOf(cleanPath)` gives a page's own spelling for
 * any casing of its path (undefined for no page).
 *
 * @param {string} url
 * @param {(cleanPath: string) => string | undefined} [spellingOf]
 */
export function canonicalRedirect(url, spellingOf = () => undefined) {
  const {rawPath, query} = splitTarget(url);
  const normalized = decodedPath(rawPath);
  if (normalized === null || NEVER_SERVED.test(normalized)) {
    return {status: 404};
  }
  const written = REPEATED_OR_ENCODED_SLASH.test(rawPath) || HTML_SUFFIX.test(rawPath) || FILE_WITH_SLASH.test(rawPath);
  const match = CLEAN_PATH.exec(normalized);
  if (!match) {
    // Not a plain path: no redirect target can be made of it; a file of that name is still served.
    return written ? {status: 404} : null;
  }
  const clean = match[1] || '/';
  if (FORMER_NEXT_DOCS.test(clean)) {
    return {status: 301, location: `${clean.replace(FORMER_NEXT_DOCS, '$1') || '/'}${query}`};
  }
  const target = spellingOf(clean) ?? clean;
  return written || target !== clean ? {status: 301, location: `${target}${query}`} : null;
}

/**
 * The clean path of the page a request path is answered with (`/api/line/`,
 * `/api/line.html`, `/api//line` -> `/api/line`; `/`, `/index.html` -> `/`),
 * or null for no page (undecodable, unsafe, the not-found page itself). The
 * same as deploy/nginx.conf's `$adp_clean_path` (`/` is the empty string
 * there), which picks the Content-Security-Policy of the page in nginx.
 * @param {string} rawPath
 */
export function cleanPagePath(rawPath) {
  const normalized = decodedPath(rawPath);
  if (normalized === null || NEVER_SERVED.test(normalized)) return null;
  const match = CLEAN_PATH.exec(normalized);
  return match ? match[1] || '/' : null;
}
