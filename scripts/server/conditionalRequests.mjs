/**
 * Conditional and range requests for one file, decided as nginx decides
 * them (RFC 9110 sections 13 and 14), so both servers answer alike:
 *
 * - `If-Match` (strong comparison, `*` matches) and `If-Unmodified-Since`
 *   fail with 412;
 * - `If-None-Match` (weak comparison, `*` matches) and `If-Modified-Since`
 *   answer 304, by the `fresh` package (Express's);
 * - `Range`: one range of bytes, suffix ranges included (`bytes=-5` is the
 *   last 5 bytes; a suffix longer than the file is the whole file), honoured
 *   only when `If-Range` names the file's ETag or Last-Modified exactly; a
 *   range that starts past the end, or does not parse, is 416; several
 *   ranges are ignored (deploy/nginx.conf: `max_ranges 1`). The range is
 *   parsed here: `range-parser` (1.x to 2.x) answers a suffix longer than the
 *   file as unsatisfiable.
 */
import fresh from 'fresh';

/** @typedef {import('node:http').IncomingHttpHeaders} Headers */
/** @typedef {{size: number, etag: string, lastModified: string}} Validators */

/**
 * Entity tags listed in a header (`"a", W/"b"`), or `'*'`.
 * @param {string} header
 * @returns {string[] | '*'}
 */
function listedTags(header) {
  const value = String(header).trim();
  if (value === '*') return '*';
  return value.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

/**
 * @param {string} header
 * @param {string} etag
 */
function strongMatch(header, etag) {
  const tags = listedTags(header);
  return tags === '*' || (!etag.startsWith('W/') && tags.includes(etag));
}

/**
 * Milliseconds since 1970 of an HTTP date, or null when it is none.
 * @param {string} value
 */
function httpDate(value) {
  const time = Date.parse(String(value));
  return Number.isNaN(time) ? null : time;
}

/**
 * For a GET or HEAD of a file with this `etag` and `lastModified` (an HTTP
 * date, whole seconds): 412, 304, or null to answer it.
 * @param {Headers} headers
 * @param {Pick<Validators, 'etag' | 'lastModified'>} validators
 * @returns {412 | 304 | null}
 */
export function conditionalStatus(headers, {etag, lastModified}) {
  if (headers['if-match'] !== undefined) {
    if (!strongMatch(headers['if-match'], etag)) return 412;
  } else if (headers['if-unmodified-since'] !== undefined) {
    const since = httpDate(headers['if-unmodified-since']);
    if (since !== null && Date.parse(lastModified) > since) return 412;
  }
  const conditional = headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined;
  return conditional && fresh(headers, {etag, 'last-modified': lastModified}) ? 304 : null;
}

const SINGLE_RANGE = /^bytes=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

/**
 * The byte range to answer (`{start, end}`, inclusive), `'unsatisfiable'`
 * for 416, or null for the whole file.
 * @param {Headers} headers
 * @param {Validators} validators
 * @returns {{start: number, end: number} | 'unsatisfiable' | null}
 */
export function requestedRange(headers, {size, etag, lastModified}) {
  const header = headers.range;
  if (header === undefined || !/^bytes=/i.test(header) || header.includes(',')) return null;
  // Node joins a repeated header into one string; only Set-Cookie stays a list.
  const ifRange = /** @type {string | undefined} */ (headers['if-range']);
  if (ifRange !== undefined) {
    const current =
      ifRange.trim().startsWith('"') || ifRange.trim().startsWith('W/')
        ? strongMatch(ifRange, etag)
        : ifRange.trim() === lastModified;
    if (!current) return null;
  }
  const match = SINGLE_RANGE.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : {start: Math.max(0, size - suffix), end: size - 1};
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : {start, end};
}
