import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {ScannedDemo} from '../../scanDemos';
import {loadDemoMedia} from '../loadDemoMedia';
import {MANIFEST_FILE, PREVIEW_WIDTH, PREVIEWS_DIR} from '../manifest';
import {readEngineVersions, sourceHash} from '../fingerprint';

const SITE_DIR = path.resolve(__dirname, '../../../../..');

function scanned(id: string, source: string): ScannedDemo {
  const [group, name] = [id.split('-')[0], id.split('-').slice(1).join('-')];
  return {
    id,
    group,
    order: 1,
    height: 400,
    file: `/site/demos/${group}/${name}.tsx`,
    relativePath: `demos/${group}/${name}.tsx`,
    source,
    asset: {id, title: id, description: 'd', keywords: [], topics: []},
  };
}

describe('loadDemoMedia (the build)', () => {
  let siteDir: string;

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-media-'));
    fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(siteDir, 'node_modules'));
    const dir = path.join(siteDir, PREVIEWS_DIR);
    fs.mkdirSync(dir, {recursive: true});
    for (const file of ['line-basic-light.webp', 'line-basic-dark.webp', 'line-basic-card.png']) {
      fs.writeFileSync(path.join(dir, file), 'x');
    }
    const entry = {
      sourceHash: sourceHash('old'),
      engine: readEngineVersions(SITE_DIR),
      width: PREVIEW_WIDTH,
      height: 400,
      light: 'line-basic-light.webp',
      dark: 'line-basic-dark.webp',
      card: 'line-basic-card.png',
    };
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify({demos: {'line-basic': entry}}));
  });

  afterEach(() => {
    fs.rmSync(siteDir, {recursive: true, force: true});
    jest.restoreAllMocks();
  });

  it('uses a current preview, and warns about a new demo without one, which keeps its placeholder', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const media = loadDemoMedia(
      siteDir,
      [scanned('line-basic', 'old'), scanned('line-fresh', 'new')],
      '/',
      'https://x.org',
    );
    expect(media('line-basic').preview?.light).toBe('/previews/line-basic-light.webp');
    expect(media('line-basic').socialCard).toBe('https://x.org/previews/line-basic-card.png');
    expect(media('line-fresh')).toEqual({preview: null, socialCard: null});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /1 of 2 demos have no current preview[\s\S]*line-fresh: has no preview[\s\S]*npm run previews/,
    );
  });

  it('shows no picture for a demo changed since its preview was made', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const media = loadDemoMedia(siteDir, [scanned('line-basic', 'changed')]);
    expect(media('line-basic')).toEqual({preview: null, socialCard: null});
  });
});
