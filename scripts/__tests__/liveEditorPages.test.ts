/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  collectLiveEditorPages,
  hasLiveDemo,
  pagePathOfFile,
  readLiveEditorPages,
  writeLiveEditorPages,
} from '../postbuild/liveEditorPages.mjs';
import {cleanPagePath} from '../server/canonicalRedirect.mjs';

describe('pages with a live demo', () => {
  it('finds a demo block in minified or quoted HTML, not a mention of one in text or code', () => {
    expect(hasLiveDemo('<main><section class=demo data-demo-id=line-basic></section></main>')).toBe(true);
    expect(hasLiveDemo('<section data-demo-id="pie-basic">')).toBe(true);
    expect(hasLiveDemo('<pre><code>&lt;section data-demo-id="line-basic"&gt;</code></pre>')).toBe(false);
    expect(hasLiveDemo('<p>data-demo-id=line-basic</p>')).toBe(false);
    // A contributor's ```tsx live block runs edited code through react-live as well.
    expect(hasLiveDemo('<div data-live-codeblock=""><pre>render(<Line />)</pre></div>')).toBe(true);
  });

  it('names a built file by its clean URL', () => {
    expect(pagePathOfFile('index.html')).toBe('/');
    expect(pagePathOfFile('api/line.html')).toBe('/api/line');
    expect(pagePathOfFile('next/index.html')).toBe('/next');
    expect(pagePathOfFile('~demos/line-basic.html')).toBe('/~demos/line-basic');
  });

  it('lists the pages of a build, never the not-found page, and reads the list back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-pages-'));
    const files: Record<string, string> = {
      'index.html': '<section data-demo-id=a></section>',
      'changelog.html': '<h1>Changelog</h1>',
      'api/line.html': '<section data-demo-id=line-basic></section>',
      '404.html': '<section data-demo-id=x></section>',
    };
    for (const [name, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), html);
    }
    expect(collectLiveEditorPages(dir)).toEqual(['/', '/api/line']);
    writeLiveEditorPages(dir);
    expect(readLiveEditorPages(dir)).toEqual(['/', '/api/line']);
    fs.writeFileSync(path.join(dir, '.live-editor-pages.json'), '{"pages": ["//evil"]}');
    expect(() => readLiveEditorPages(dir)).toThrow(/must hold/);
    fs.rmSync(dir, {recursive: true, force: true});
    expect(() => readLiveEditorPages(dir)).toThrow(/not post-processed/);
  });

  it('matches a request to its page the way nginx does', () => {
    expect(['/api/line', '/api/line/', '/api/line.html', '/api//line', '/api/lin%65'].map(cleanPagePath)).toEqual(
      Array(5).fill('/api/line'),
    );
    expect(['/', '/index.html'].map(cleanPagePath)).toEqual(['/', '/']);
    expect(['/404.html', '/%E0%A4%A', '/%5cevil'].map(cleanPagePath)).toEqual([null, null, null]);
  });
});
