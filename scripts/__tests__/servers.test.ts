/**
 * @jest-environment node
 *
 * The two servers of the site, scripts/serve.mjs (Node) and nginx with
 * deploy/nginx.conf (scripts/nginx/start.mjs), serve a small build made
 * here and must answer every request alike: status, redirect target,
 * caching, encoding and every security header, with 'unsafe-eval' in the
 * Content-Security-Policy of the pages with a live demo only. Needs nginx and its
 * brotli_static module (scripts/ensure-nginx.sh installs them).
 */
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {postBuild} from '../postbuild/postBuild.mjs';
import {readInlineScriptHashes} from '../postbuild/inlineScriptHashes.mjs';
import {readLiveEditorPages} from '../postbuild/liveEditorPages.mjs';
import {securityHeaders} from '../securityHeaders.mjs';
import {request, startBoth, stop, type Answer, type Server} from './serverHarness';
import {
  encodedParamLength,
  MAX_PARAM_LENGTH,
} from '../../plugins/chart-docs/src/theme/OptionControls/parseOptionsParam';

const ASSET = '/assets/js/main.0123abcd.js';

/**
 * A page like Docusaurus writes: an inline script and enough text that
 * compressing it pays; with a demo id, a demo block (minified, as the build writes it).
 */
function page(title: string, demoId?: string): string {
  const text = `<p>${title}: a paragraph of documentation text.</p>`.repeat(40);
  const demo = demoId ? `<section data-demo-id=${demoId}><button type=button>Show code</button></section>` : '';
  return `<!doctype html><html><head><title>${title}</title><script>document.documentElement.dataset.theme='light'</script></head><body><h1>${title}</h1>${demo}${text}</body></html>`;
}

/** A page that only writes about demo blocks, in a code example: no demo of its own. */
const GUIDE = page('Get Started').replace(
  '</h1>',
  '</h1><pre><code>&lt;section data-demo-id="line-basic"&gt;</code></pre>',
);

function makeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'servers-build-'));
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home', 'line-basic'),
    'guide.html': GUIDE,
    'api.html': page('API'),
    'api/line.html': page('Line', 'line-basic'),
    '~demos/line-basic.html': page('Line demo', 'line-basic'),
    'changelog.html': page('Changelog'),
    'examples.html': page('Examples'),
    '404.html': page('PAGE NOT FOUND'),
    // The Chinese sub-site, as `docusaurus build` writes a second language: a folder with its own pages and 404.
    'zh-CN/index.html': page('首页'),
    'zh-CN/guide.html': page('快速上手'),
    'zh-CN/api/line.html': page('折线图', 'line-basic'),
    'zh-CN/404.html': page('找不到页面'),
    [ASSET.slice(1)]: `console.log(${JSON.stringify('chart '.repeat(200))});`,
    'robots.txt': ROBOTS,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?><urlset>${'<url><loc>/guide</loc></url>'.repeat(20)}</urlset>`,
    // What plugins/llms writes: Markdown twins, llms.txt and a chart's JSON Schema.
    'index.md': '# Home\n\n'.concat('Some documentation text. '.repeat(40)),
    'api/line.md': '# Line\n\n'.concat('Line chart documentation. '.repeat(40)),
    'llms.txt': '# Ant Design Plots\n\n> React charts.\n',
    'llms-full.txt': '# Ant Design Plots: every page\n\n'.concat('All of it. '.repeat(40)),
    'schemas/line.json': JSON.stringify({
      type: 'object',
      properties: {smooth: {type: 'boolean'}},
      pad: 'x'.repeat(400),
    }),
    'img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** The two Content-Security-Policy values of the build under test, set before the cases run. */
const policies = {strict: '', liveEditor: ''};

/**
 * What both servers must agree on, header by header. Only Date, Server,
 * Connection and the bodies (with their type and length) of 301, 405 and the
 * bare error pages (412, 414, 416) may differ. Vary is compared where there
 * is a compressed copy to choose.
 */
function comparable(answer: Answer) {
  const pick = (name: string) => answer.headers[name] ?? null;
  const contentEncoding = pick('content-encoding');
  const servesPage = answer.status !== 301 && answer.status !== 405;
  // nginx also sends the not-found page's ETag with the 404: a validator of no use there.
  const servesFile = [200, 206, 304].includes(answer.status);
  return {
    status: answer.status,
    location: pick('location'),
    cacheControl: pick('cache-control'),
    contentEncoding,
    contentRange: pick('content-range'),
    // Every header once (nginx sent each security header twice on a 416).
    repeated: [...new Set(answer.rawNames.filter((name, index) => answer.rawNames.indexOf(name) !== index))],
    allow: pick('allow'),
    varyAcceptEncoding: contentEncoding ? /accept-encoding/i.test(String(pick('vary'))) : null,
    // The whole header, `type/subtype; charset=utf-8` (both servers take it from scripts/server/contentTypes.mjs).
    type: servesPage
      ? String(pick('content-type'))
          .toLowerCase()
          .replace(/\s*;\s*/g, '; ')
      : null,
    // The validators nginx writes (`"mtime-size"` in hex) and the Node server copies.
    etag: servesFile ? pick('etag') : null,
    lastModified: servesFile ? pick('last-modified') : null,
    // The bare error pages' texts differ (nginx names itself in its own).
    contentLength: servesFile || answer.status === 404 ? (pick('content-length') ?? null) : null,
    // Which of the two policies: 'unsafe-eval' only for a page with a live demo.
    policy:
      Object.entries(policies).find(([, value]) => value === pick('content-security-policy'))?.[0] ??
      pick('content-security-policy'),
  };
}

const BR = {'accept-encoding': 'gzip, deflate, br'};
const GZIP = {'accept-encoding': 'gzip'};
/** robots.txt of the small build: ten bytes. */
const ROBOTS = 'abcdefghij';
const NEVER = 'Thu, 01 Jan 1970 00:00:00 GMT';
const LATER = 'Fri, 01 Jan 2100 00:00:00 GMT';

/**
 * The longest `?options=` parameter the site's `Copy link` makes: text options
 * of CJK characters and emoji (9 and 12 characters each when encoded) up to
 * MAX_PARAM_LENGTH encoded characters.
 */
function longestOptionsLink(): string {
  const values: Record<string, string> = {};
  for (let index = 0; ; index += 1) {
    const next = {...values, [`field${index}`]: (index % 2 ? '😀' : '汉').repeat(100)};
    if (encodedParamLength(JSON.stringify(next)) > MAX_PARAM_LENGTH) break;
    Object.assign(values, next);
  }
  let param = JSON.stringify(values);
  // Fill up to the cap exactly with plain characters in one more field.
  const filler = MAX_PARAM_LENGTH - encodedParamLength(JSON.stringify({...values, pad: ''}));
  param = JSON.stringify({...values, pad: 'a'.repeat(filler)});
  expect(encodedParamLength(param)).toBe(MAX_PARAM_LENGTH);
  return `/api/line?tab=examples&${new URLSearchParams({options: param})}`;
}

const CASES: Array<[string, string, http.OutgoingHttpHeaders, Partial<ReturnType<typeof comparable>>]> = [
  [
    'GET',
    '/',
    BR,
    {
      status: 200,
      cacheControl: 'no-cache',
      contentEncoding: 'br',
      type: 'text/html; charset=utf-8',
      policy: 'liveEditor',
    },
  ],
  [
    'GET',
    '/guide',
    BR,
    {status: 200, cacheControl: 'no-cache', contentEncoding: 'br', type: 'text/html; charset=utf-8', policy: 'strict'},
  ],
  ['GET', '/guide/', BR, {status: 200, contentEncoding: 'br'}],
  ['GET', '/api', GZIP, {status: 200, contentEncoding: 'gzip', policy: 'strict'}],
  ['GET', '/api/', BR, {status: 200}],
  ['GET', '/api/line', {}, {status: 200, contentEncoding: null, policy: 'liveEditor'}],
  ['GET', '/api/line/', BR, {status: 200, policy: 'liveEditor'}],
  ['GET', '/api/line?tab=examples', BR, {status: 200, policy: 'liveEditor'}],
  ['HEAD', '/api/line', BR, {status: 200, policy: 'liveEditor'}],
  ['GET', '/api/lin%65', BR, {status: 200, policy: 'liveEditor'}],
  ['GET', '/changelog', BR, {status: 200, policy: 'strict'}],
  ['GET', '/api/line/nope', BR, {status: 404, policy: 'strict'}],
  ['GET', '/~demos/line-basic', BR, {status: 200, contentEncoding: 'br', policy: 'liveEditor'}],
  [
    'GET',
    ASSET,
    BR,
    {status: 200, cacheControl: 'public, max-age=31536000, immutable', contentEncoding: 'br', policy: 'strict'},
  ],
  [
    'GET',
    ASSET,
    GZIP,
    {status: 200, contentEncoding: 'gzip', varyAcceptEncoding: true, type: 'application/javascript; charset=utf-8'},
  ],
  ['GET', '/robots.txt', BR, {status: 200, contentEncoding: null, cacheControl: 'no-cache'}],
  [
    'GET',
    '/api/line.md',
    BR,
    {status: 200, contentEncoding: 'br', cacheControl: 'no-cache', type: 'text/markdown; charset=utf-8'},
  ],
  [
    'GET',
    '/index.md',
    GZIP,
    {status: 200, contentEncoding: 'gzip', type: 'text/markdown; charset=utf-8', policy: 'strict'},
  ],
  ['GET', '/llms.txt', {}, {status: 200, contentEncoding: null, type: 'text/plain; charset=utf-8'}],
  ['GET', '/schemas/line.json', BR, {status: 200, contentEncoding: 'br', type: 'application/json; charset=utf-8'}],
  ['GET', '/api/nope.md', BR, {status: 404, type: 'text/html; charset=utf-8'}],
  ['GET', '/img/logo.png', BR, {status: 200, contentEncoding: null, type: 'image/png'}],
  ['HEAD', '/guide', BR, {status: 200, contentEncoding: 'br'}],
  [
    'GET',
    '/nope',
    BR,
    {status: 404, cacheControl: 'no-cache', contentEncoding: 'br', type: 'text/html; charset=utf-8', policy: 'strict'},
  ],
  ['GET', '/assets/js/missing.js', BR, {status: 404, cacheControl: 'no-cache'}],
  ['GET', '/.inline-script-hashes.json', BR, {status: 404}],
  ['POST', '/', BR, {status: 405, allow: 'GET, HEAD', cacheControl: 'no-cache'}],
  ['POST', '/changelog', BR, {status: 405, policy: 'strict'}],
  ['DELETE', '/guide', BR, {status: 405, allow: 'GET, HEAD'}],
  ['GET', '/api/line.html', BR, {status: 301, location: '/api/line', policy: 'liveEditor'}],
  ['GET', '/api/line.html?tab=examples', BR, {status: 301, location: '/api/line?tab=examples'}],
  ['GET', '/index.html', BR, {status: 301, location: '/'}],
  ['GET', '/api//line', BR, {status: 301, location: '/api/line'}],
  ['GET', '/guide///', BR, {status: 301, location: '/guide'}],
  ['GET', '/api/line%2f', BR, {status: 301, location: '/api/line'}],
  ['GET', '//evil.example/', BR, {status: 301, location: '/evil.example'}],
  ['GET', '//%5cevil.example', BR, {status: 404, location: null}],
  ['GET', '/%09//evil.example', BR, {status: 404, location: null}],
  // nginx stops reading a request at a line it cannot decode, so it never sees Accept-Encoding there.
  ['GET', '/%E0%A4%A', {}, {status: 404, contentEncoding: null, type: 'text/html; charset=utf-8', policy: 'strict'}],
  ['GET', '//%zz', {}, {status: 404, contentEncoding: null, type: 'text/html; charset=utf-8'}],
  ['GET', '/404.html', BR, {status: 404, contentEncoding: 'br', type: 'text/html; charset=utf-8', policy: 'strict'}],
  // The not-found page under its other name is not found either (it answered 200).
  ['GET', '/404', BR, {status: 404, contentEncoding: 'br', type: 'text/html; charset=utf-8', policy: 'strict'}],
  ['GET', '/404/', BR, {status: 404, type: 'text/html; charset=utf-8'}],
  // Another casing of a page: a 301 to the page's own spelling, with the strict policy (nginx's map ignored case).
  ['GET', '/Guide', BR, {status: 301, location: '/guide', policy: 'strict'}],
  ['GET', '/GUIDE', BR, {status: 301, location: '/guide', policy: 'strict'}],
  ['GET', '/API/LINE', BR, {status: 301, location: '/api/line', policy: 'strict'}],
  ['GET', '/Api/Line?tab=examples', BR, {status: 301, location: '/api/line?tab=examples', policy: 'strict'}],
  ['GET', '/API/LINE.html', BR, {status: 301, location: '/api/line'}],
  ['GET', '/Changelog/', BR, {status: 301, location: '/changelog'}],
  ['GET', '/EXAMPLES', BR, {status: 301, location: '/examples'}],
  ['GET', '/~DEMOS/line-basic', BR, {status: 301, location: '/~demos/line-basic', policy: 'strict'}],
  // The docs' former unreleased copy under /next: a 301 to the same page at its normal path, in one step from
  // any spelling of /next (a casing of the rest is mended by the next request, the same on both servers).
  ['GET', '/next/api/line', BR, {status: 301, location: '/api/line'}],
  ['GET', '/NEXT/api/line?tab=examples', BR, {status: 301, location: '/api/line?tab=examples'}],
  ['GET', '/next/api/line.html', BR, {status: 301, location: '/api/line'}],
  ['GET', '/next/API/LINE', BR, {status: 301, location: '/API/LINE'}],
  ['GET', '/next/', BR, {status: 301, location: '/'}],
  ['GET', '/next', BR, {status: 301, location: '/'}],
  ['GET', '/nextjs', BR, {status: 404, location: null}],
  // The Chinese sub-site: its pages, its casing and /next redirects, its own not-found page (bodies compared).
  ['GET', '/zh-CN/guide', BR, {status: 200, contentEncoding: 'br', policy: 'strict'}],
  ['GET', '/zh-CN/api/line', BR, {status: 200, policy: 'liveEditor'}],
  ['GET', '/zh-CN/', BR, {status: 200, location: null}],
  // Its home page is `/zh-CN/`, as the site links it: without the slash, in any writing, one 301 there, query kept.
  ['GET', '/zh-CN', BR, {status: 301, location: '/zh-CN/', policy: 'strict'}],
  ['GET', '/zh-CN?q=%E5%9B%BE%E4%BE%8B&x=%00', BR, {status: 301, location: '/zh-CN/?q=%E5%9B%BE%E4%BE%8B&x=%00'}],
  ['GET', '/zh-CN?', BR, {status: 301, location: '/zh-CN/'}],
  ['GET', '//zh-CN', BR, {status: 301, location: '/zh-CN/'}],
  ['GET', '/ZH-CN', BR, {status: 301, location: '/zh-CN/'}],
  ['GET', '/zh%2DCN', BR, {status: 301, location: '/zh-CN/'}],
  ['GET', '/zh-CN%2f', BR, {status: 301, location: '/zh-CN/'}],
  ['GET', '/zh-CN/index.html?x=1', BR, {status: 301, location: '/zh-CN/?x=1'}],
  // A long query goes along (the test's client reads headers up to 16 KB); a request line over 16 KB is refused.
  ['GET', `/zh-CN?q=${'%E6%B1%89'.repeat(1200)}`, BR, {status: 301, location: `/zh-CN/?q=${'%E6%B1%89'.repeat(1200)}`}],
  ['GET', `/zh-CN?q=${'a'.repeat(16 * 1024)}`, BR, {status: 414, location: null}],
  ['GET', '/zh-CNx', BR, {status: 404, location: null}],
  ['GET', '/ZH-CN/GUIDE', BR, {status: 301, location: '/zh-CN/guide'}],
  ['GET', '/zh-CN/next/guide?x=1', BR, {status: 301, location: '/zh-CN/guide?x=1'}],
  ['GET', '/zh-cn/NEXT/guide', BR, {status: 301, location: '/zh-cn/guide'}],
  ['GET', '/zh-CN/next', BR, {status: 301, location: '/zh-CN/'}],
  ['GET', '/zh-CN/api/line.html', BR, {status: 301, location: '/zh-CN/api/line'}],
  ['GET', '/zh-CN/nope', BR, {status: 404, contentEncoding: 'br', policy: 'strict'}],
  ['GET', '/zh-CN/api/line/nope', {}, {status: 404, contentEncoding: null}],
  ['GET', '/zh-CN/404', BR, {status: 404}],
  ['GET', '/zh-CNx/nope', BR, {status: 404}],
  ['GET', '/NOPE', BR, {status: 404, location: null, policy: 'strict'}],
  ['GET', '/API/LINE/nope', BR, {status: 404, location: null, policy: 'strict'}],
  ['GET', '/IMG/logo.png', BR, {status: 404}],
  // The longest link the site makes (CJK and emoji options) is served; a longer request line is refused alike.
  ['GET', longestOptionsLink(), BR, {status: 200, contentEncoding: 'br', policy: 'liveEditor'}],
  ['GET', `/api/line?options=${'a'.repeat(16 * 1024)}`, BR, {status: 414, cacheControl: 'no-cache', policy: 'strict'}],
  // Traversal in encoded slashes is no path of the site (Node sent a 301 to /etc/passwd). nginx refuses such a
  // request line before reading Accept-Encoding, so the not-found page goes uncompressed there.
  [
    'GET',
    '/..%2f..%2fetc/passwd',
    {},
    {status: 404, location: null, type: 'text/html; charset=utf-8', policy: 'strict'},
  ],
  ['GET', '/%2e%2e/%2e%2e/etc/passwd', {}, {status: 404, location: null}],
  ['GET', '/api/..%2f..%2f..%2fetc/passwd', {}, {status: 404, location: null}],
  ['GET', '/api/..%2fguide', BR, {status: 301, location: '/guide'}],
  // The precompressed copies are sent only as the encoding of their file, never as a file of their own.
  ['GET', '/index.html.br', BR, {status: 404, contentEncoding: 'br', type: 'text/html; charset=utf-8'}],
  ['GET', '/guide.html.gz', {}, {status: 404, contentEncoding: null, type: 'text/html; charset=utf-8'}],
  [`GET`, `${ASSET}.br`, BR, {status: 404, cacheControl: 'no-cache'}],
  // A quality of 0 refuses an encoding.
  ['GET', '/guide', {'accept-encoding': 'br;q=0, gzip'}, {status: 200, contentEncoding: 'gzip'}],
  ['GET', '/guide', {'accept-encoding': 'gzip;q=0, br;q=0'}, {status: 200, contentEncoding: null}],
  ['GET', '/guide', {'accept-encoding': 'gzip, br;q=0.5'}, {status: 200, contentEncoding: 'br'}],
  ['GET', '/guide', {'accept-encoding': '*'}, {status: 200, contentEncoding: null}],
  ['GET', '/nope', {'accept-encoding': 'br;q=0, gzip'}, {status: 404, contentEncoding: 'gzip'}],
  // Ranges: the last bytes, a suffix longer than the file, one range of an asset (revalidated), past the end (416,
  // never cached for a year, each header once), several ranges (the whole file), a compressed copy (always whole).
  ['GET', '/robots.txt', {range: 'bytes=-5'}, {status: 206, contentRange: 'bytes 5-9/10', cacheControl: 'no-cache'}],
  ['GET', '/robots.txt', {range: 'bytes=-50'}, {status: 206, contentRange: 'bytes 0-9/10'}],
  ['GET', '/robots.txt', {range: 'bytes=2-3'}, {status: 206, contentRange: 'bytes 2-3/10'}],
  ['GET', ASSET, {range: 'bytes=0-3'}, {status: 206, contentRange: `bytes 0-3/${1216}`, cacheControl: 'no-cache'}],
  [
    'GET',
    ASSET,
    {range: 'bytes=5000-'},
    {
      status: 416,
      contentRange: 'bytes */1216',
      cacheControl: 'no-cache',
      repeated: [],
      policy: 'strict',
      type: 'text/html; charset=utf-8',
    },
  ],
  ['GET', '/robots.txt', {range: 'bytes=-0'}, {status: 416, contentRange: 'bytes */10', repeated: []}],
  ['GET', '/robots.txt', {range: 'bytes=abc'}, {status: 416, contentRange: 'bytes */10'}],
  ['GET', '/robots.txt', {range: 'bytes=0-1,3-4'}, {status: 200, contentRange: null}],
  ['GET', '/robots.txt', {range: 'items=0-1'}, {status: 200, contentRange: null}],
  ['GET', ASSET, {...BR, range: 'bytes=0-3'}, {status: 200, contentEncoding: 'br', contentRange: null}],
  // Conditional requests: If-Range naming another version, If-Match, If-Unmodified-Since, If-None-Match: *.
  ['GET', '/robots.txt', {range: 'bytes=0-2', 'if-range': '"other"'}, {status: 200, contentRange: null}],
  ['GET', '/robots.txt', {range: 'bytes=0-2', 'if-range': NEVER}, {status: 200, contentRange: null}],
  [
    'GET',
    '/robots.txt',
    {'if-match': '"other"'},
    {status: 412, cacheControl: 'no-cache', type: 'text/html; charset=utf-8', repeated: []},
  ],
  ['GET', ASSET, {'if-match': '"other"'}, {status: 412, cacheControl: 'no-cache'}],
  ['GET', '/robots.txt', {'if-match': '*'}, {status: 200}],
  ['GET', '/guide', {'if-unmodified-since': NEVER}, {status: 412, policy: 'strict'}],
  ['GET', '/robots.txt', {'if-none-match': '*'}, {status: 304, cacheControl: 'no-cache', repeated: []}],
  ['GET', ASSET, {...BR, 'if-none-match': '*'}, {status: 304, cacheControl: 'public, max-age=31536000, immutable'}],
  ['HEAD', '/robots.txt', {range: 'bytes=-5'}, {status: 206, contentRange: 'bytes 5-9/10'}],
  // A twin or another file asked with a trailing slash: one address per file (nginx sent the twin as a download).
  ['GET', '/api/line.md/', BR, {status: 301, location: '/api/line.md'}],
  ['GET', '/api/line.md/?x=1', BR, {status: 301, location: '/api/line.md?x=1'}],
  ['GET', '/llms.txt/', {}, {status: 301, location: '/llms.txt'}],
  ['GET', '/schemas/line.json//', {}, {status: 301, location: '/schemas/line.json'}],
  // If-Modified-Since at or after the file's time holds (nginx answered 304 to the exact time only).
  ['GET', '/robots.txt', {'if-modified-since': LATER}, {status: 304, cacheControl: 'no-cache'}],
  ['GET', '/guide', {...BR, 'if-modified-since': LATER}, {status: 304, contentEncoding: null}],
  ['GET', '/robots.txt', {'if-modified-since': NEVER}, {status: 200}],
  ['GET', '/sitemap.xml', BR, {status: 200, contentEncoding: 'br', type: 'text/xml; charset=utf-8'}],
  ['GET', '/sitemap.xml', {}, {status: 200, type: 'text/xml; charset=utf-8'}],
  // A raw `#` starts the fragment, which is no part of the path; `%23` is a `#` in a file's name.
  ['GET', '/guide#install', BR, {status: 200, policy: 'strict'}],
  ['GET', '/api/line#usage', BR, {status: 200, policy: 'liveEditor'}],
  ['GET', '/guide%23install', BR, {status: 404}],
  ['GET', '/api/line.md#x', BR, {status: 200, type: 'text/markdown; charset=utf-8'}],
];

describe('scripts/serve.mjs and nginx with deploy/nginx.conf', () => {
  let buildDir: string;
  let node: Server | undefined;
  let nginx: Server | undefined;
  let expectedSecurity: Record<string, string>;
  let liveEditorSecurity: Record<string, string>;

  beforeAll(async () => {
    buildDir = makeBuild();
    await postBuild(buildDir);
    const scriptHashes = readInlineScriptHashes(buildDir);
    expectedSecurity = securityHeaders(scriptHashes);
    liveEditorSecurity = securityHeaders(scriptHashes, {liveEditor: true});
    policies.strict = expectedSecurity['Content-Security-Policy'];
    policies.liveEditor = liveEditorSecurity['Content-Security-Policy'];
    [node, nginx] = await startBoth(buildDir);
  }, 30_000);

  afterAll(async () => {
    await Promise.all([stop(node), stop(nginx)]);
    fs.rmSync(buildDir, {recursive: true, force: true});
  });

  it.each(CASES)('%s %s (%j) is answered alike', async (method, target, headers, expected) => {
    const answers = await Promise.all([node!, nginx!].map((server) => request(server.port, method, target, headers)));
    const [fromNode, fromNginx] = answers.map(comparable);
    expect(fromNode).toMatchObject(expected);
    expect(fromNginx).toEqual(fromNode);
    for (const answer of answers) {
      const security = fromNode.policy === 'liveEditor' ? liveEditorSecurity : expectedSecurity;
      for (const [name, value] of Object.entries(security)) {
        expect([name, answer.headers[name.toLowerCase()]]).toEqual([name, value]);
      }
    }
    if (method === 'GET' && [200, 206, 404].includes(fromNode.status)) {
      expect(answers[1].body.equals(answers[0].body)).toBe(true);
    }
    if (method === 'GET' && target === '/robots.txt' && fromNode.status === 206) {
      const [, first, last] = /^bytes (\d+)-(\d+)\//.exec(String(fromNode.contentRange)) ?? [];
      expect(answers[0].body.toString()).toBe(ROBOTS.slice(Number(first), Number(last) + 1));
    }
    if (method === 'HEAD') {
      expect(answers.map((answer) => answer.body.length)).toEqual([0, 0]);
    }
  });

  it('revalidates a hashed asset with 304, keeping its caching and security headers', async () => {
    for (const server of [node!, nginx!]) {
      const first = await request(server.port, 'GET', ASSET, BR);
      const again = await request(server.port, 'GET', ASSET, {...BR, 'if-none-match': String(first.headers.etag)});
      expect([server.name, again.status]).toEqual([server.name, 304]);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.headers['content-security-policy']).toBe(expectedSecurity['Content-Security-Policy']);
    }
  });

  it('revalidates with a strong ETag and If-Range, and serves the range it names', async () => {
    for (const server of [node!, nginx!]) {
      const first = await request(server.port, 'GET', '/robots.txt');
      const {etag} = first.headers;
      expect([server.name, etag]).toEqual([server.name, expect.stringMatching(/^"[^"]+"$/)]);
      const ranged = await request(server.port, 'GET', '/robots.txt', {range: 'bytes=-3', 'if-range': String(etag)});
      expect([server.name, ranged.status, ranged.body.toString()]).toEqual([server.name, 206, 'hij']);
      const byDate = await request(server.port, 'GET', '/robots.txt', {
        range: 'bytes=0-0',
        'if-range': String(first.headers['last-modified']),
      });
      expect([server.name, byDate.status, byDate.body.toString()]).toEqual([server.name, 206, 'a']);
      const matching = await request(server.port, 'GET', '/robots.txt', {'if-match': String(etag)});
      expect([server.name, matching.status]).toEqual([server.name, 200]);
    }
  });

  it('answers requests it refuses before reading them with the security headers', async () => {
    // Node answers headers over its limit with 431, nginx with 400: each with every security header, once.
    const big = {'x-big': 'a'.repeat(70 * 1024)};
    for (const [server, status] of [
      [node!, 431],
      [nginx!, 400],
    ] as const) {
      const answer = await request(server.port, 'GET', '/guide', big);
      expect([server.name, answer.status]).toEqual([server.name, status]);
      expect(comparable(answer)).toMatchObject({repeated: [], policy: 'strict', cacheControl: 'no-cache'});
      for (const [name, value] of Object.entries(expectedSecurity)) {
        expect([server.name, name, answer.headers[name.toLowerCase()]]).toEqual([server.name, name, value]);
      }
    }
  });

  it('answers a malformed request with the security headers', async () => {
    // Node writes a 400 itself; nginx answers its 400 with the not-found page (deploy/nginx.conf).
    for (const [server, status] of [
      [node!, 400],
      [nginx!, 404],
    ] as const) {
      const raw = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = net.connect(server.port, '127.0.0.1', () =>
          socket.write('GET /guide HTTP/1.1\r\nHost: localhost\r\nNot a header line\r\n\r\n'),
        );
        socket.on('data', (chunk) => (text += chunk));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        setTimeout(() => socket.end(), 1000);
      });
      const [statusLine, ...lines] = raw.split('\r\n\r\n')[0].split('\r\n');
      expect([server.name, statusLine.split(' ')[1]]).toEqual([server.name, String(status)]);
      const names = lines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
      for (const [name, value] of Object.entries(expectedSecurity)) {
        expect([server.name, lines.filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))]).toEqual([
          server.name,
          [`${name}: ${value}`],
        ]);
      }
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('lists the pages with a demo block for the live editor policy, and only those', () => {
    expect(readLiveEditorPages(buildDir)).toEqual(['/', '/api/line', '/zh-CN/api/line', '/~demos/line-basic']);
    expect(policies.liveEditor).toBe(policies.strict.replace(/(script-src [^;]*)/, "$1 'unsafe-eval'"));
    expect(policies.strict).not.toContain('unsafe-eval');
  });

  it.each([
    ['/api/line.md', 'text/markdown; charset=utf-8'],
    ['/index.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ['/schemas/line.json', 'application/json; charset=utf-8'],
  ])('serves %s as %s on both servers, compressed where it pays', async (target, type) => {
    for (const server of [node!, nginx!]) {
      const plain = await request(server.port, 'GET', target);
      expect([
        server.name,
        plain.status,
        String(plain.headers['content-type']).replace(/;\s*/, '; ').toLowerCase(),
      ]).toEqual([server.name, 200, type]);
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.body.toString()).toBe(fs.readFileSync(path.join(buildDir, target.slice(1)), 'utf8'));
    }
  });

  it('sends the not-found page as its body with the 404', async () => {
    const answer = await request(node!.port, 'GET', '/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('<h1>PAGE NOT FOUND</h1>');
  });

  it('sends the not-found page of the language the path is in', async () => {
    for (const server of [node!, nginx!]) {
      for (const [target, heading] of [
        ['/zh-CN/no/such/page', '找不到页面'],
        ['/zh-CN/404', '找不到页面'],
        ['/zh-CNx/page', 'PAGE NOT FOUND'],
        ['/no/zh-CN/page', 'PAGE NOT FOUND'],
      ]) {
        const answer = await request(server.port, 'GET', target);
        expect([server.name, target, answer.status]).toEqual([server.name, target, 404]);
        expect([server.name, target, answer.body.toString()]).toEqual([
          server.name,
          target,
          expect.stringContaining(`<h1>${heading}</h1>`),
        ]);
      }
    }
  });
});
