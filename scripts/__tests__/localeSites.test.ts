import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {localeOfPath, localeSubSites, mergeLocaleSitemaps, missingTwins} from '../postbuild/localeSites.mjs';
import {collectPagePaths} from '../postbuild/pagePaths.mjs';

const sitemap = (...locs: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<url><loc>${loc}</loc><changefreq>weekly</changefreq></url>`)
    .join('')}</urlset>`;

/** A build as `docusaurus build` writes two languages: English at the root, Chinese in zh-CN/. */
function twoLanguageBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-sites-'));
  const files: Record<string, string> = {
    'index.html': '<html lang="en-US"></html>',
    '404.html': 'not found',
    'guide.html': 'guide',
    'api/line.html': 'line',
    'sitemap.xml': sitemap('https://x.org/', 'https://x.org/guide', 'https://x.org/api/line'),
    'zh-CN/index.html': '<html lang="zh-CN"></html>',
    'zh-CN/404.html': '未找到',
    'zh-CN/guide.html': '指南',
    'zh-CN/api/line.html': '折线图',
    'zh-CN/sitemap.xml': sitemap('https://x.org/zh-CN/', 'https://x.org/zh-CN/guide', 'https://x.org/zh-CN/api/line'),
    // A folder of assets is no language.
    'assets/js/main.js': '',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('language sub-sites of a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = twoLanguageBuild();
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('finds the language folders and the language of a path', () => {
    expect(localeSubSites(dir)).toEqual(['zh-CN']);
    expect(localeOfPath('/zh-CN/api/x', ['zh-CN'])).toBe('zh-CN');
    expect(localeOfPath('/zh-CN', ['zh-CN'])).toBe('zh-CN');
    expect(localeOfPath('/zh-CNx/api', ['zh-CN'])).toBe('');
    expect(localeOfPath('/api/line', ['zh-CN'])).toBe('');
  });

  it('lists every language in the root sitemap once, however often it runs', () => {
    expect(mergeLocaleSitemaps(dir)).toBe(3);
    expect(mergeLocaleSitemaps(dir)).toBe(0);
    const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(locs).toEqual(['/', '/guide', '/api/line', '/zh-CN/', '/zh-CN/guide', '/zh-CN/api/line']);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('lists the not-found page of neither language among the pages', () => {
    expect(collectPagePaths(dir)).toEqual(['/', '/api/line', '/guide', '/zh-CN', '/zh-CN/api/line', '/zh-CN/guide']);
  });

  it('names the pages that have no twin in the other language', () => {
    expect(missingTwins(collectPagePaths(dir), 'zh-CN')).toEqual({withoutTwin: [], withoutOriginal: []});
    fs.rmSync(path.join(dir, 'zh-CN/guide.html'));
    fs.writeFileSync(path.join(dir, 'zh-CN/only-chinese.html'), '');
    expect(missingTwins(collectPagePaths(dir), 'zh-CN')).toEqual({
      withoutTwin: ['/guide'],
      withoutOriginal: ['/zh-CN/only-chinese'],
    });
  });
});
