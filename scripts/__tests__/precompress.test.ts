import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {precompress} from '../postbuild/precompress.mjs';

describe('precompress', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('writes each file its own copies, also when another language repeats the same bytes', async () => {
    const engine = `console.log(${JSON.stringify('engine '.repeat(300))});`;
    const files: Record<string, string> = {
      'assets/js/engine.js': engine,
      'zh-CN/assets/js/engine.js': engine,
      'index.html': `<p>${'English text. '.repeat(100)}</p>`,
      'zh-CN/index.html': `<p>${'中文文本。'.repeat(100)}</p>`,
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), text);
    }
    const totals = await precompress(dir);
    expect(totals.files).toBe(4);
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dir, name);
      expect([name, zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()]).toEqual([name, text]);
      expect([name, zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()]).toEqual([name, text]);
    }
  });
});
