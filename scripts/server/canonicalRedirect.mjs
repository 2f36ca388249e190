/**
 * Which request paths the site answers with a 301 to its clean URL, and
 * which target: `/api/line.html` -> `/api/line`, `/index.html` -> `/`,
 * `/api//line` and `/guide///` -> merged and without the trailing slash,
 * `/api/line%2f` -> the encoded slash decoded, then the same. The query
 * string is kept. deploy/nginx.conf does the same with its `map`s (same
 * patterns), and the server tests hold both to it.
 *
 * A target is only ever a path on this host made of plain segments (letters,
 * digits, `.`, `_`, `~`, `-`): `//evil.example/` goes to `/evil.example`, and
 * a path that would decode to a backslash or a control character (which
 * browsers turn into `//host` or drop) gets a 404 instead of a redirect.
 */
import path from 'node:path';

/** Raw (still encoded) paths that are not written the canonical way. */
const REPEATED_OR_ENCODED_SLASH = /\/\/|%2f/i;
const HTML_SUFFIX = /\.html\/*$/;
const NOT_FOUND_PAGE = /^\/404\.html\/*$/;

/** The clean path of a decoded, merged path: capture 1, without `.html`, `/index.html` or trailing slashes. */
export const CLEAN_PATH = /^((?:\/[A-Za-z0-9._~-]+?)*?)(?:(?:\/index)?\.html)?\/*$/;

/**
 * For a request target (`/path?query`): null when it is served as it is,
 * `{status: 301, location}` for a redirect, `{status: 404}` when its clean
 * form would not be a safe path.
 */
export function canonicalRedirect(url) {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 || queryAt === url.length - 1 ? '' : url.slice(queryAt);
  if (!REPEATED_OR_ENCODED_SLASH.test(rawPath) && !HTML_SUFFIX.test(rawPath)) {
    return null;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return {status: 404};
  }
  // Merges slashes and resolves `.`/`..` the way nginx does before matching.
  const normalized = path.posix.normalize(decoded);
  const match = CLEAN_PATH.exec(normalized);
  // The not-found page is only ever answered with status 404.
  if (!match || NOT_FOUND_PAGE.test(normalized)) {
    return {status: 404};
  }
  return {status: 301, location: `${match[1] || '/'}${query}`};
}

/**
 * The clean path of the page a request path is answered with (`/api/line/`,
 * `/api/line.html`, `/api//line` -> `/api/line`; `/`, `/index.html` -> `/`),
 * or null for no page (undecodable, unsafe, the not-found page itself). The
 * same as deploy/nginx.conf's `$adp_clean_path` (`/` is the empty string
 * there), which picks the Content-Security-Policy of the page in nginx.
 */
export function cleanPagePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const normalized = path.posix.normalize(decoded);
  const match = CLEAN_PATH.exec(normalized);
  return !match || NOT_FOUND_PAGE.test(normalized) ? null : match[1] || '/';
}
