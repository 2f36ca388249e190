/**
 * Content-Type by file extension, the same table for both servers:
 * deploy/nginx.conf's `types` block lists these types (and its
 * `charset_types` the ones sent with `; charset=utf-8`), so the answer does
 * not depend on the mime.types of the host or on the version of a package
 * (Debian's nginx 1.22 says application/javascript, mime-types 3 says
 * text/javascript). scripts/__tests__/contentTypes.test.ts holds the nginx
 * file to this table. Anything else is application/octet-stream on both.
 */

/** @type {Readonly<Record<string, string>>} */
export const TYPES_BY_EXTENSION = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  json: 'application/json',
  xml: 'text/xml',
  txt: 'text/plain',
  md: 'text/markdown',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
};

/** The types sent with their charset (text a browser decodes), as nginx's `charset utf-8` with `charset_types`. */
export const TEXT_TYPES = new Set([
  'text/html',
  'text/css',
  'application/javascript',
  'application/json',
  'text/xml',
  'text/plain',
  'text/markdown',
  'image/svg+xml',
  'application/manifest+json',
]);

export const DEFAULT_TYPE = 'application/octet-stream';

/**
 * The Content-Type header of a file, by the extension of its name.
 * @param {string} fileName
 */
export function contentTypeOf(fileName) {
  const extension = /\.([^./]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const type = Object.hasOwn(TYPES_BY_EXTENSION, extension) ? TYPES_BY_EXTENSION[extension] : DEFAULT_TYPE;
  return TEXT_TYPES.has(type) ? `${type}; charset=utf-8` : type;
}
