/**
 * Cache-Control of the site's responses (deploy/nginx.conf sends the same).
 * Files under /assets/ carry a content hash in their name, so a browser may
 * keep them for a year without asking again; everything else (HTML, the
 * sitemap, images with stable names, redirects, errors) is revalidated on
 * every use, so a new deployment shows at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * For a file served with status 200 at this request path.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}
