/**
 * The request handler of scripts/serve.mjs: the build served by sirv (its
 * precompressed .br/.gz copies when the browser accepts them), with the
 * site's rules around it, the same as deploy/nginx.conf:
 * security headers on every response (the Content-Security-Policy of a page
 * with a live demo allows the editor's eval, scripts/securityHeaders.mjs), GET and HEAD only (405 otherwise),
 * 301 to the clean URL (scripts/server/canonicalRedirect.mjs), clean URLs
 * (`/guide` and `/guide/` answer guide.html), caching by path
 * (scripts/server/cachePolicy.mjs), the not-found page with status 404.
 */
import sirv from 'sirv';
import {securityHeaders} from '../securityHeaders.mjs';
import {readInlineScriptHashes} from '../postbuild/inlineScriptHashes.mjs';
import {readLiveEditorPages} from '../postbuild/liveEditorPages.mjs';
import {cacheControlFor, REVALIDATE} from './cachePolicy.mjs';
import {canonicalRedirect, cleanPagePath} from './canonicalRedirect.mjs';
import {loadNotFoundPage} from './notFoundPage.mjs';

export function createSiteHandler(root) {
  const scriptHashes = readInlineScriptHashes(root);
  const liveEditorPages = new Set(readLiveEditorPages(root));
  const strictHeaders = securityHeaders(scriptHashes);
  const liveEditorHeaders = securityHeaders(scriptHashes, {liveEditor: true});
  // By the clean path of the page the request is answered with (as nginx does with $adp_clean_path).
  const headersFor = (url) =>
    url.startsWith('/') && liveEditorPages.has(cleanPagePath(url.split('?')[0])) ? liveEditorHeaders : strictHeaders;
  const sendNotFound = loadNotFoundPage(root);
  // dev: false reads the file list once at start (a build does not change
  // under a running server); dot files (the hashes file) are never served.
  const serveFile = sirv(root, {dev: false, etag: true, brotli: true, gzip: true, extensions: ['html']});

  const notFound = (req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    sendNotFound(req, res);
  };

  return function handle(req, res) {
    for (const [name, value] of Object.entries(headersFor(req.url ?? '/'))) {
      res.setHeader(name, value);
    }
    res.setHeader('Cache-Control', REVALIDATE);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain;charset=utf-8'}).end('Method Not Allowed\n');
      return;
    }
    const url = req.url ?? '/';
    // Only origin-form targets (`/path`); a proxy-style `http://host/path` is no page of this site.
    if (!url.startsWith('/')) {
      notFound(req, res);
      return;
    }
    const redirect = canonicalRedirect(url);
    if (redirect?.status === 301) {
      res.writeHead(301, {Location: redirect.location}).end();
      return;
    }
    if (redirect) {
      notFound(req, res);
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(url.split('?')[0]));
    serveFile(req, res, () => notFound(req, res));
  };
}
