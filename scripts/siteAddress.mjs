/**
 * Where the site is deployed, read at build time from the environment:
 * `SITE_URL`, the origin (`https://docs.example.com`, default
 * `https://plots-docs.example.org`) and `BASE_URL`, the path the site lives
 * under (`/docs/`, default `/`). docusaurus.config.ts takes its `url` and
 * `baseUrl` from here, and every absolute link the build writes (llms.txt,
 * og:image, the sitemap, canonical links, the twins, the search index, the
 * servers' redirects) follows from those two. A bad value stops the build
 * with a message that names the variable.
 */

export const DEFAULT_SITE_URL = 'https://plots-docs.example.org';
export const DEFAULT_BASE_URL = '/';

/** Plain path segments only: it goes into nginx maps and the Content-Security-Policy as it is. */
const BASE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{url: string, baseUrl: string}}
 */
export function siteAddress(env) {
  const rawUrl = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  /** @type {URL} */
  let url;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) address such as https://docs.example.com, not ${JSON.stringify(rawUrl)}`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http://, not ${JSON.stringify(rawUrl)}`);
  }
  if (url.username || url.password || url.search || url.hash) {
    // Not echoed: it may hold a password.
    throw new Error('SITE_URL must be an origin without credentials, query or fragment (https://docs.example.com)');
  }
  if (url.pathname !== '/') {
    throw new Error(
      `SITE_URL holds a path (${url.pathname}): set SITE_URL=${url.origin} and BASE_URL=${url.pathname.replace(/\/?$/, '/')}`,
    );
  }
  let baseUrl = env.BASE_URL?.trim() || DEFAULT_BASE_URL;
  // `docs` and `/docs` mean `/docs/`.
  baseUrl = `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!BASE_PATH.test(baseUrl)) {
    throw new Error(
      `BASE_URL must be a path of plain segments (letters, digits, . _ ~ -) such as /docs/, not ${JSON.stringify(env.BASE_URL)}`,
    );
  }
  return {url: url.origin, baseUrl};
}
