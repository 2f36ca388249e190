/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  collectInlineScriptHashes,
  inlineScripts,
  readInlineScriptHashes,
  scriptHash,
  writeInlineScriptHashes,
} from '../postbuild/inlineScriptHashes.mjs';

describe('inline script hashes', () => {
  it('hashes a script the way browsers do (the example of the CSP documentation)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });

  it('finds inline scripts as raw text, and skips external scripts and data blocks', () => {
    const html =
      '<html><head><script>a&amp;&&b</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"x"}</script><script data-x="1>2">if (a<b) go()</script>' +
      '<script type="module">m()</script></head><body><p>&amp;</p></body></html>';
    expect(inlineScripts(html)).toEqual(['a&amp;&&b', 'if (a<b) go()', 'm()']);
  });

  it('collects each distinct script of a build once, with the pages that carry it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashes-'));
    fs.mkdirSync(path.join(dir, 'api'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>one()</script><script>two()</script>');
    fs.writeFileSync(path.join(dir, 'api', 'line.html'), '<script>one()</script>');
    expect(collectInlineScriptHashes(dir)).toEqual([
      {hash: scriptHash('one()'), pages: 2, start: 'one()'},
      {hash: scriptHash('two()'), pages: 1, start: 'two()'},
    ]);
    writeInlineScriptHashes(dir);
    expect(readInlineScriptHashes(dir)).toEqual([scriptHash('one()'), scriptHash('two()')]);
    fs.rmSync(dir, {recursive: true});
  });

  it('says how to fix a folder that is no build, or a build that was not post-processed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashes-'));
    expect(() => readInlineScriptHashes(dir)).toThrow(/No production build in .*npm run build/);
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
    expect(() => readInlineScriptHashes(dir)).toThrow(/not post-processed.*postbuild\/run\.mjs --dir/);
    fs.rmSync(dir, {recursive: true});
  });
});
