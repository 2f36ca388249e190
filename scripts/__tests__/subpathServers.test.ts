/**
 * @jest-environment node
 *
 * A build made for a sub-path (BASE_URL=/docs/: its home page's canonical
 * link ends in /docs/) is served under that path by both servers alike:
 * pages, redirects (with the base), the not-found page for anything outside
 * it, a year's caching for its assets, the live editor's policy for its
 * pages with a demo. nginx serves it as a deploy does, from {root}/docs/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import {postBuild} from '../postbuild/postBuild.mjs';
import {request, startBoth, stop, type Answer, type Server} from './serverHarness';

const HOME = '<link rel=canonical href=https://docs.example.com/docs/>';

function page(title: string, head = '', demo = false): string {
  const body = `<h1>${title}</h1>${demo ? '<section data-demo-id=line-basic></section>' : ''}`;
  return `<!doctype html><html><head><title>${title}</title>${head}<script>1</script></head><body>${body}${'<p>Text.</p>'.repeat(60)}</body></html>`;
}

const FILES: Record<string, string> = {
  'index.html': page('Home', HOME),
  'guide.html': page('Get Started'),
  'api/line.html': page('Line', '', true),
  'api/line.md': '# Line\n\n'.concat('Twin. '.repeat(100)),
  '404.html': page('PAGE NOT FOUND'),
  'zh-CN/index.html': page('首页'),
  'zh-CN/404.html': page('找不到页面'),
  'assets/js/main.0123abcd.js': `console.log("${'x'.repeat(2000)}")`,
};

function summary(answer: Answer) {
  const header = (name: string) => answer.headers[name] ?? null;
  return {
    status: answer.status,
    location: header('location'),
    cacheControl: header('cache-control'),
    type: answer.status === 301 ? null : String(header('content-type')).replace(/\s*;\s*/g, '; '),
    encoding: header('content-encoding'),
    liveEditor: String(header('content-security-policy')).includes("'unsafe-eval'"),
    notFoundPage: answer.status === 404 && answer.body.includes('PAGE NOT FOUND'),
  };
}

const HTML = 'text/html; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PLAIN = {};
const CASES: Array<[string, http.OutgoingHttpHeaders, Partial<ReturnType<typeof summary>>]> = [
  ['/docs/', PLAIN, {status: 200, type: HTML, cacheControl: 'no-cache'}],
  ['/docs', PLAIN, {status: 301, location: '/docs/'}],
  ['/docs?x=1', PLAIN, {status: 301, location: '/docs/?x=1'}],
  ['/DOCS', PLAIN, {status: 301, location: '/docs/'}],
  ['/docs/zh-CN/', PLAIN, {status: 200, type: HTML}],
  ['/docs/zh-CN?x=1', PLAIN, {status: 301, location: '/docs/zh-CN/?x=1'}],
  ['/DOCS/ZH-CN', PLAIN, {status: 301, location: '/docs/zh-CN/'}],
  ['/docs/zh-CN/index.html', PLAIN, {status: 301, location: '/docs/zh-CN/'}],
  ['/docs/guide', {'accept-encoding': 'br'}, {status: 200, encoding: 'br', liveEditor: false}],
  ['/docs/guide/', PLAIN, {status: 200}],
  ['/docs/api/line', PLAIN, {status: 200, liveEditor: true}],
  ['/docs/api/line.md', PLAIN, {status: 200, type: 'text/markdown; charset=utf-8'}],
  ['/docs/api/line.md/', PLAIN, {status: 301, location: '/docs/api/line.md'}],
  ['/docs/index.html', PLAIN, {status: 301, location: '/docs/'}],
  ['/docs/index.html?x=1', PLAIN, {status: 301, location: '/docs/?x=1'}],
  ['/docs/guide.html?x=1', PLAIN, {status: 301, location: '/docs/guide?x=1'}],
  ['/docs//api/line', PLAIN, {status: 301, location: '/docs/api/line'}],
  ['/docs/Guide', PLAIN, {status: 301, location: '/docs/guide', liveEditor: false}],
  ['/docs/API/LINE', PLAIN, {status: 301, location: '/docs/api/line'}],
  ['/docs/assets/js/main.0123abcd.js', PLAIN, {status: 200, cacheControl: IMMUTABLE}],
  ['/docs/nope', {'accept-encoding': 'br'}, {status: 404, notFoundPage: false, encoding: 'br'}],
  ['/docs/nope', PLAIN, {status: 404, notFoundPage: true, cacheControl: 'no-cache'}],
  ['/docs/404.html', PLAIN, {status: 404, notFoundPage: true}],
  ['/docs/404', PLAIN, {status: 404, notFoundPage: true}],
  ['/guide', PLAIN, {status: 404, notFoundPage: true}],
  ['/', PLAIN, {status: 404, notFoundPage: true}],
  ['/assets/js/main.0123abcd.js', PLAIN, {status: 404, cacheControl: 'no-cache'}],
  ['/docsx/guide', PLAIN, {status: 404, notFoundPage: true}],
];

describe('a build for the sub-path /docs/ on both servers', () => {
  let buildDir: string;
  let servers: Server[] = [];

  beforeAll(async () => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'subpath-build-'));
    for (const [name, content] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(buildDir, name)), {recursive: true});
      fs.writeFileSync(path.join(buildDir, name), content);
    }
    await postBuild(buildDir);
    servers = await startBoth(buildDir);
  }, 30_000);

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    fs.rmSync(buildDir, {recursive: true, force: true});
  });

  it.each(CASES)('GET %s (%j) is answered alike', async (target, headers, expected) => {
    const [fromNode, fromNginx] = (
      await Promise.all(servers.map((server) => request(server.port, 'GET', target, headers)))
    ).map(summary);
    expect(fromNode).toMatchObject(expected);
    expect(fromNginx).toEqual(fromNode);
  });
});
