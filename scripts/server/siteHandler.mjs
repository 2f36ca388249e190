/**
 * The request handler of scripts/serve.mjs: the build's files
 * (./staticFiles.mjs: precompressed .br/.gz copies, conditional and range
 * requests) with the site's rules around them, the same as deploy/nginx.conf:
 * security headers on every response (the Content-Security-Policy of a page
 * with a live demo allows the editor's eval, scripts/securityHeaders.mjs), GET and HEAD only (405 otherwise),
 * 301 to the clean URL and to a page's own casing (scripts/server/canonicalRedirect.mjs), and from a
 * language's home without its slash (`/zh-CN`) to `/zh-CN/`, clean URLs
 * (`/guide` and `/guide/` answer guide.html), caching by path
 * (scripts/server/cachePolicy.mjs), the not-found page with status 404.
 */
import {securityHeaders} from '../securityHeaders.mjs';
import {pathInBuild} from '../postbuild/siteBase.mjs';
import {watchBuildRecords} from './buildState.mjs';
import {cacheControlFor, REVALIDATE} from './cachePolicy.mjs';
import {canonicalRedirect, cleanPagePath, decodedPath} from './canonicalRedirect.mjs';
import {loadNotFoundPage} from './notFoundPage.mjs';
import {lookUp, sendFile} from './staticFiles.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {ReturnType<typeof createSite>} Site */

/** @type {Record<number, string>} */
const STATUS_TEXT = {412: 'Precondition Failed', 414: 'URI Too Long', 416: 'Range Not Satisfiable'};

/**
 * The longest request line (`GET /path?query HTTP/1.1`, with its line end)
 * both servers take: deploy/nginx.conf's `large_client_header_buffers 4 16k`
 * answers a longer one with 414. The longest link the site makes fits
 * (plugins/chart-docs/src/theme/OptionControls/parseOptionsParam.ts, MAX_PARAM_LENGTH).
 */
export const MAX_REQUEST_LINE = 16 * 1024;

/**
 * The site's handler, and `strictHeaders`: the security headers of an
 * answer that is no page, for those written outside the handler
 * (serve.mjs's 400 and 431).
 * @param {string} root
 */
export function createSite(root) {
  const records = watchBuildRecords(root);
  /** @type {{hashes: string[], strict: Record<string, string>, liveEditor: Record<string, string>} | null} */
  let policies = null;
  /** The security headers of the build on disk now: the policies are made again when its hashes change. */
  const headerSets = () => {
    const {scriptHashes} = records.current();
    if (policies?.hashes !== scriptHashes) {
      policies = {
        hashes: scriptHashes,
        strict: securityHeaders(scriptHashes),
        liveEditor: securityHeaders(scriptHashes, {liveEditor: true}),
      };
    }
    return policies;
  };
  // By the clean path of the page the request is answered with (as nginx does with $adp_exact_path):
  // case-sensitive, so another casing of a page gets the strict policy with its redirect.
  /** @param {string} url */
  const headersFor = (url) =>
    url.startsWith('/') && records.current().liveEditorPages.includes(cleanPagePath(url.split('?')[0]) ?? '')
      ? headerSets().liveEditor
      : headerSets().strict;
  const sendNotFound = loadNotFoundPage(root);
  /** @param {string} cleanPath */
  const spellingOf = (cleanPath) => records.current().spellings.get(cleanPath.toLowerCase());

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {string | null} [pathInBuild] picks the language of the page (`/zh-CN/...`: the Chinese one)
   */
  const notFound = (req, res, pathInBuild = null) => {
    res.setHeader('Cache-Control', REVALIDATE);
    sendNotFound(req, res, pathInBuild);
  };
  /**
   * @param {Request} req
   * @param {Response} res
   * @param {number} status
   * @param {Record<string, string>} [headers]
   */
  const sendError = (req, res, status, headers = {}) => {
    res.setHeader('Cache-Control', REVALIDATE);
    // A bare page, as nginx writes for these statuses.
    const title = `${status} ${STATUS_TEXT[status]}`;
    const body = `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>\n`;
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * @param {Request} req
   * @param {Response} res
   */
  function handle(req, res) {
    // A raw `#` starts the fragment, which clients never send and nginx drops: no part of the path.
    const url = (req.url ?? '/').replace(/#.*/s, '');
    // nginx refuses it before it has a path to pick the policy by.
    const tooLong = `${req.method} ${url} HTTP/${req.httpVersion}\r\n`.length > MAX_REQUEST_LINE;
    for (const [name, value] of Object.entries(tooLong ? headerSets().strict : headersFor(url))) {
      res.setHeader(name, value);
    }
    res.setHeader('Cache-Control', REVALIDATE);
    if (tooLong) {
      sendError(req, res, 414);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'}).end('Method Not Allowed\n');
      return;
    }
    // Only origin-form targets (`/path`); a proxy-style `http://host/path` is no page of this site.
    if (!url.startsWith('/')) {
      notFound(req, res);
      return;
    }
    const redirect = canonicalRedirect(url, spellingOf);
    const {baseUrl, locales} = records.current();
    /** The path inside the build a not-found answer is for: its first segment picks the page's language. */
    const notFoundPath = () => {
      const decoded = decodedPath(url.split('?')[0]);
      return decoded === null ? null : pathInBuild(decoded, baseUrl);
    };
    // Home pages are addressed with their slash, as Docusaurus links them: the base's under a sub-path
    // (`/docs/`; nginx: $adp_base_home_redirect) and each language's (`/zh-CN/`; nginx: $adp_locale_home_redirect).
    const homes = [
      ...(baseUrl === '/' ? [] : [baseUrl.slice(0, -1)]),
      ...locales.map((locale) => `${baseUrl}${locale}`),
    ];
    /** @param {string} location */
    const toHome = (location) => {
      const home = homes.find((path) => location === path || location.startsWith(`${path}?`));
      return home ? `${home}/${location.slice(home.length)}` : location;
    };
    if (redirect?.status === 301) {
      // A 301 always names its target.
      res.writeHead(301, {Location: toHome(/** @type {string} */ (redirect.location))}).end();
      return;
    }
    const pathname = redirect ? null : decodedPath(url.split('?')[0]);
    if (pathname !== null && homes.includes(pathname)) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      res.writeHead(301, {Location: `${pathname}/${query === '?' ? '' : query}`}).end();
      return;
    }
    const inBuild = pathname === null ? null : pathInBuild(pathname, baseUrl);
    const found = inBuild === null ? null : lookUp(root, inBuild);
    if (!found || pathname === null) {
      notFound(req, res, notFoundPath());
      return;
    }
    sendFile(req, res, found, {
      cacheControl: cacheControlFor(inBuild ?? pathname),
      revalidate: REVALIDATE,
      sendError: (status, headers) => sendError(req, res, status, headers),
    });
  }

  return {
    handle,
    /** The security headers of an answer that is no page, for the build on disk now. */
    get strictHeaders() {
      return headerSets().strict;
    },
  };
}
