import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkPreviews, describePreviewProblems, type PreviewSubject} from '../checkPreviews';
import {parsePreviewManifest, PREVIEWS_DIR, PREVIEW_WIDTH, type PreviewManifest} from '../manifest';
import {sourceHash} from '../fingerprint';
import {resolvePreviews} from '../resolvePreviews';

const ENGINE = {'@ant-design/plots': '1.2.5', '@antv/g2plot': '2.4.35', '@antv/g2': '4.2.12'};
const SOURCE = '/**\n * title: Basic\n * description: d\n */\nexport default function Demo() { return null; }\n';

const subject = (overrides: Partial<PreviewSubject> = {}): PreviewSubject => ({
  id: 'line-basic',
  source: SOURCE,
  height: 400,
  needsCard: true,
  ...overrides,
});

function freshManifest(): PreviewManifest {
  return {
    demos: {
      'line-basic': {
        sourceHash: sourceHash(SOURCE),
        engine: {...ENGINE},
        width: PREVIEW_WIDTH,
        height: 400,
        light: 'line-basic-light.webp',
        dark: 'line-basic-dark.webp',
        card: 'line-basic-card.png',
      },
    },
  };
}

describe('checkPreviews', () => {
  let siteDir: string;

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-'));
    const dir = path.join(siteDir, PREVIEWS_DIR);
    fs.mkdirSync(dir, {recursive: true});
    for (const file of ['line-basic-light.webp', 'line-basic-dark.webp', 'line-basic-card.png']) {
      fs.writeFileSync(path.join(dir, file), 'x');
    }
  });

  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('accepts previews made from the current source with the installed engine', () => {
    expect(checkPreviews([subject()], freshManifest(), ENGINE, siteDir)).toEqual([]);
  });

  it('fails a demo whose source changed since its preview was made, naming the demo and the command', () => {
    const problems = checkPreviews(
      [subject({source: SOURCE.replace('null', '<Line />')})],
      freshManifest(),
      ENGINE,
      siteDir,
    );
    expect(problems).toEqual([{id: 'line-basic', reason: 'its source changed since its preview was made'}]);
    expect(describePreviewProblems(problems)).toMatch(/line-basic: its source changed[\s\S]*npm run previews/);
  });

  it('fails every preview made with another engine version', () => {
    const problems = checkPreviews([subject()], freshManifest(), {...ENGINE, '@antv/g2plot': '2.4.36'}, siteDir);
    expect(problems).toEqual([
      {id: 'line-basic', reason: 'its preview was made with @antv/g2plot 2.4.35, the site now uses 2.4.36'},
    ]);
  });

  it('fails a demo without an entry, a missing file, a missing card and a changed height', () => {
    fs.rmSync(path.join(siteDir, PREVIEWS_DIR, 'line-basic-dark.webp'));
    const manifest = freshManifest();
    delete manifest.demos['line-basic'].card;
    const problems = checkPreviews(
      [subject({height: 300}), subject({id: 'pie-basic', needsCard: false})],
      manifest,
      ENGINE,
      siteDir,
    );
    expect(problems.map((p) => `${p.id}: ${p.reason}`)).toEqual([
      `line-basic: its preview is ${PREVIEW_WIDTH}x400, the chart box is ${PREVIEW_WIDTH}x300`,
      'line-basic: has no 1200x630 social card',
      'line-basic: its preview file static/previews/line-basic-dark.webp is missing',
      'pie-basic: has no preview',
    ]);
  });
});

describe('parsePreviewManifest', () => {
  it('names the malformed entry and the command that rewrites the file', () => {
    expect(() => parsePreviewManifest({demos: {'line-basic': {light: 'a.webp'}}}, 'manifest.json')).toThrow(
      /"line-basic" is malformed\. Run `npm run previews`/,
    );
    expect(() => parsePreviewManifest([], 'manifest.json')).toThrow(/expected \{"demos"/);
  });
});

describe('resolvePreviews', () => {
  it('gives current previews their URLs under the base URL, and stale ones none', () => {
    const lookup = resolvePreviews(freshManifest(), [], '/docs/', 'https://example.org/');
    expect(lookup('line-basic')).toEqual({
      preview: {
        light: '/docs/previews/line-basic-light.webp',
        dark: '/docs/previews/line-basic-dark.webp',
        width: PREVIEW_WIDTH,
        height: 400,
      },
      socialCard: 'https://example.org/docs/previews/line-basic-card.png',
    });
    const stale = resolvePreviews(freshManifest(), [{id: 'line-basic', reason: 'stale'}], '/', 'https://example.org');
    expect(stale('line-basic')).toEqual({preview: null, socialCard: null});
    expect(stale('unknown')).toEqual({preview: null, socialCard: null});
  });
});
