/**
 * @jest-environment node
 *
 * A redeploy writes a new build into the folder both servers are serving
 * (rsync --delete, `npm run build`, a bench run): within a second of the
 * last file, each answers with the new build: bodies in every encoding,
 * new pages and their casing redirects, new assets, the new build's
 * Content-Security-Policy. The Node server used to keep the file list and
 * sizes of the build it started on, and answered compressed requests with
 * empty or cut bodies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {postBuild} from '../postbuild/postBuild.mjs';
import {readInlineScriptHashes} from '../postbuild/inlineScriptHashes.mjs';
import {request, startBoth, stop, type Answer, type Server} from './serverHarness';

/** A build with one page whose text and inline script say which build it is. */
async function makeBuild(name: string, extra: Record<string, string>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `redeploy-${name}-`));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>window.build=${JSON.stringify(name)}</script></head>` +
    `<body><h1>${title}</h1>${`<p>${title} of build ${name}.</p>`.repeat(name === 'old' ? 30 : 90)}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'guide.html': page('Get Started'),
    '404.html': page('PAGE NOT FOUND'),
    ...Object.fromEntries(
      Object.entries(extra).map(([file, title]) => [file, file.endsWith('.html') ? page(title) : title]),
    ),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  await postBuild(dir);
  return dir;
}

function body(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

const NEW_ASSET = `/assets/js/main.${'b'.repeat(8)}.js`;

describe('a new build written into the served folder', () => {
  let served: string;
  let oldBuild: string;
  let newBuild: string;
  let servers: Server[] = [];

  beforeAll(async () => {
    oldBuild = await makeBuild('old', {'assets/js/main.aaaaaaaa.js': `console.log("${'old '.repeat(300)}")`});
    newBuild = await makeBuild('new', {
      'new-page.html': 'New Page',
      [NEW_ASSET.slice(1)]: `console.log("${'new '.repeat(900)}")`,
    });
    served = fs.mkdtempSync(path.join(os.tmpdir(), 'redeploy-served-'));
    fs.cpSync(oldBuild, served, {recursive: true});
    servers = await startBoth(served);
  }, 30_000);

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    for (const dir of [served, oldBuild, newBuild]) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('is served by both servers within a second of its last file', async () => {
    // Both have answered the old build in every encoding (anything they keep is filled).
    for (const server of servers) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await request(server.port, 'GET', '/guide', {'accept-encoding': encoding});
        expect([server.name, encoding, body(answer)]).toEqual([
          server.name,
          encoding,
          expect.stringContaining('build old'),
        ]);
      }
    }
    // What rsync --delete or a rebuild does: the old files go, the new ones come.
    fs.rmSync(served, {recursive: true});
    fs.cpSync(newBuild, served, {recursive: true});
    const written = Date.now();
    const newPolicyHash = readInlineScriptHashes(newBuild)[0];
    const expected = fs.readFileSync(path.join(newBuild, 'guide.html'), 'utf8');

    const checks: Array<[string, (server: Server) => Promise<unknown>, unknown]> = [
      ...['br', 'gzip', 'identity'].map((encoding): [string, (server: Server) => Promise<unknown>, unknown] => [
        `/guide (${encoding})`,
        async (server) => {
          const answer = await request(server.port, 'GET', '/guide', {'accept-encoding': encoding});
          return [
            answer.status,
            body(answer) === expected,
            answer.headers['content-security-policy']?.includes(newPolicyHash),
          ];
        },
        [200, true, true],
      ]),
      [
        '/new-page',
        async (server) => (await request(server.port, 'GET', '/new-page', {'accept-encoding': 'br'})).status,
        200,
      ],
      ['/NEW-PAGE', async (server) => (await request(server.port, 'GET', '/NEW-PAGE')).headers.location, '/new-page'],
      [
        NEW_ASSET,
        async (server) => {
          const answer = await request(server.port, 'GET', NEW_ASSET, {'accept-encoding': 'gzip'});
          return [answer.status, body(answer).length];
        },
        [200, fs.statSync(path.join(newBuild, NEW_ASSET)).size],
      ],
      [
        'the old asset',
        async (server) => (await request(server.port, 'GET', '/assets/js/main.aaaaaaaa.js')).status,
        404,
      ],
    ];
    const late: string[] = [];
    await Promise.all(
      servers.flatMap((server) =>
        checks.map(async ([what, ask, want]) => {
          // Polls until the answer is the new build's; records what is not by the deadline.
          for (;;) {
            const got = await ask(server).catch((error: Error) => error.message);
            if (JSON.stringify(got) === JSON.stringify(want)) return;
            if (Date.now() - written > 1000) {
              late.push(`${server.name} ${what}: ${JSON.stringify(got)}`);
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }),
      ),
    );
    expect(late).toEqual([]);
  }, 15_000);
});
