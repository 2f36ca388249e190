/**
 * The one source of the site's security headers. `scripts/serve.mjs` sends
 * them, and `npm run build` writes them as nginx `add_header` lines
 * (scripts/postbuild/nginxHeaders.mjs), so both servers answer alike.
 *
 * Scripts: only the site's own files and the few inline scripts of the
 * build, allowed one by one by their sha256 hash (collected from the built
 * HTML after every build). 'unsafe-eval' stays because the live code editor
 * compiles edited demo code in the page (react-live runs it with
 * `new Function`). Styles keep 'unsafe-inline': React, Docusaurus and the
 * chart engine set `style` attributes. Forms may only go to the three
 * sandbox sites the demo toolbar opens.
 */

/** The sites the `Open in CodeSandbox/StackBlitz/CodePen` buttons POST a form to. */
export const SANDBOX_FORM_ACTIONS = ['https://codesandbox.io', 'https://stackblitz.com', 'https://codepen.io'];

const SCRIPT_HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The Content-Security-Policy value for a build whose inline scripts have
 * these hashes (`sha256-<base64>`, as the browser computes them).
 */
export function contentSecurityPolicy(scriptHashes) {
  for (const hash of scriptHashes) {
    if (!SCRIPT_HASH.test(hash)) {
      throw new Error(`Not a CSP script hash: ${JSON.stringify(hash)} (expected sha256-<base64>)`);
    }
  }
  const hashSources = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashSources, "'unsafe-eval'"].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    ['form-action', "'self'", ...SANDBOX_FORM_ACTIONS].join(' '),
  ].join('; ');
}

/**
 * Every security header, for every response (200, redirects, 404, 405 and
 * errors alike). Strict-Transport-Security only takes effect over HTTPS;
 * browsers ignore it on plain HTTP, such as the local test servers.
 */
export function securityHeaders(scriptHashes) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
  };
}
