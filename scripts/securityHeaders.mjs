/**
 * The one source of the site's security headers. `scripts/serve.mjs` sends
 * them, and `npm run build` writes them for nginx
 * (scripts/postbuild/nginxHeaders.mjs), so both servers answer alike.
 *
 * Scripts: only the site's own files and the few inline scripts of the
 * build, allowed one by one by their sha256 hash (collected from the built
 * HTML after every build). 'unsafe-eval' is added only on the pages that
 * hold a live demo (the build lists them: scripts/postbuild/liveEditorPages.mjs),
 * because the live code editor compiles edited demo code in the page and
 * react-live runs it with `new Function`; every other page, the not-found
 * page and unknown paths get the strict policy. Styles keep 'unsafe-inline':
 * React, Docusaurus and the chart engine set `style` attributes. Forms may
 * only go to the three sandbox sites the demo toolbar opens.
 */

/** The sites the `Open in CodeSandbox/StackBlitz/CodePen` buttons POST a form to. */
export const SANDBOX_FORM_ACTIONS = ['https://codesandbox.io', 'https://stackblitz.com', 'https://codepen.io'];

const SCRIPT_HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The policy's directives, each a name and its sources, in the order sent.
 * `liveEditor`: the page holds a live demo whose editor evaluates code.
 * @param {string[]} hashSources
 * @param {boolean} liveEditor
 */
function directives(hashSources, liveEditor) {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashSources, ...(liveEditor ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'self'"],
    ['form-action', "'self'", ...SANDBOX_FORM_ACTIONS],
  ];
}

/**
 * The Content-Security-Policy value for a build whose inline scripts have
 * these hashes (`sha256-<base64>`, as the browser computes them); with
 * `liveEditor`, the value for a page with a live demo.
 * @param {readonly string[]} scriptHashes
 * @param {{liveEditor?: boolean}} [options]
 */
export function contentSecurityPolicy(scriptHashes, {liveEditor = false} = {}) {
  for (const hash of scriptHashes) {
    if (!SCRIPT_HASH.test(hash)) {
      throw new Error(`Not a CSP script hash: ${JSON.stringify(hash)} (expected sha256-<base64>)`);
    }
  }
  const hashSources = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return directives(hashSources, liveEditor)
    .map((sources) => sources.join(' '))
    .join('; ');
}

/**
 * Every security header, for every response (200, redirects, 404, 405 and
 * errors alike); they differ between pages only in the
 * Content-Security-Policy (`liveEditor`). Strict-Transport-Security only
 * takes effect over HTTPS; browsers ignore it on plain HTTP, such as the
 * local test servers.
 * @param {readonly string[]} scriptHashes
 * @param {{liveEditor?: boolean}} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(scriptHashes, {liveEditor = false} = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, {liveEditor}),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
  };
}
