/**
 * The one spelling of a path the site answers to. A server may hand the same
 * page out under `/api//line`, `/api/line%2f`, `/api/line.html` or
 * `/guide///` (a plain static host does); the app must route, hydrate and
 * link as if the visitor had typed the canonical path, and a path that starts
 * with two slashes (`//evil.example/`) is a network-path reference to another
 * host, which `history.replaceState` refuses with a SecurityError.
 *
 * Pure and total: any string in, a same-origin path out, never an exception.
 */

/** An encoded slash is still a slash to a visitor (servers redirect it the same way). */
const ENCODED_SLASH = /%2f/gi;
/** The URL parser drops tabs and newlines, which could join two slashes into `//` again. */
const DROPPED_BY_URL_PARSER = /[\t\n\r]/g;
/** The URL parser reads a backslash as a slash in http(s) URLs. */
const BACKSLASH = /\\/g;
const HTML_SUFFIX = /\.html$/i;

/** `.` and `..` segments, also percent-encoded, as the URL parser recognises them. */
function dotSegment(segment: string): '.' | '..' | null {
  const plain = segment.toLowerCase().replace(/%2e/g, '.');
  return plain === '.' || plain === '..' ? plain : null;
}

/** A path segment list without empty, `.` and `..` segments. */
function resolveSegments(path: string): string[] {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    const dots = dotSegment(segment);
    if (dots === '..') {
      segments.pop();
    } else if (segment !== '' && dots === null) {
      segments.push(segment);
    }
  }
  return segments;
}

/** `/line.html` -> `/line`, `/guide/index.html` -> `/guide`, `/index.html` -> `/`; repeated until none is left. */
function dropHtmlSuffixes(segments: string[]): void {
  while (segments.length > 0 && HTML_SUFFIX.test(segments[segments.length - 1])) {
    const stem = segments.pop()!.replace(HTML_SUFFIX, '');
    if (stem !== '' && stem.toLowerCase() !== 'index' && dotSegment(stem) === null) {
      segments.push(stem);
    }
  }
}

/**
 * Docusaurus decodes the path before the app starts; a malformed
 * percent-encoding (`/%E0%A4%A`, a truncated link) throws `URIError` there and
 * the page never comes alive. Escaping its `%` signs turns such a path into an
 * ordinary unknown path, which renders the not-found page.
 */
function escapeMalformedPercents(path: string): string {
  return isDecodable(path) ? path : path.replace(/%/g, '%25');
}

/** Whether `decodeURI` (which Docusaurus and the router's history call on every path) accepts the path. */
export function isDecodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The shape of the canonical path without the percent-encoding repair: one
 * leading slash, no empty, `.` or `..` segments, no `.html` suffix, no
 * trailing slash (the root stays `/`), encoded slashes read as slashes. Also
 * right for a path the router has already decoded.
 */
export function canonicalPathShape(pathname: string): string {
  const slashes = pathname.replace(DROPPED_BY_URL_PARSER, '').replace(BACKSLASH, '/').replace(ENCODED_SLASH, '/');
  const segments = resolveSegments(slashes);
  dropHtmlSuffixes(segments);
  return `/${segments.join('/')}`;
}

/**
 * The canonical form of a URL path as the address bar holds it (encoded):
 * {@link canonicalPathShape} with a percent-encoding that decodes.
 * Idempotent: a canonical path maps to itself.
 */
export function canonicalPath(pathname: string): string {
  return escapeMalformedPercents(canonicalPathShape(pathname));
}
