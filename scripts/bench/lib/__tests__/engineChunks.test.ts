/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {engineFetched, findEngineChunks} from '../bytes/engineChunks.mjs';

const ENGINE_CODE = `x.registerInteraction("tooltip", {start: [{trigger: "plot:mousemove"}]});`;

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, text);
}

it("finds each language's engine file, so a Chinese page's fetch of its own counts", () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-chunks-'));
  writeFile(path.join(build, 'assets/js/chart-engine.aaaa.js'), ENGINE_CODE);
  writeFile(path.join(build, 'assets/js/main.bbbb.js'), 'console.log(1);');
  writeFile(path.join(build, 'zh-CN/assets/js/chart-engine.cccc.js'), ENGINE_CODE);
  writeFile(path.join(build, 'zh-CN/index.html'), '<html></html>');
  const files = findEngineChunks(build).map((chunk) => chunk.file);
  expect(files).toEqual(['assets/js/chart-engine.aaaa.js', 'zh-CN/assets/js/chart-engine.cccc.js']);
  expect(engineFetched([{name: 'http://localhost/zh-CN/assets/js/chart-engine.cccc.js'}], files)).toBe(true);
  expect(engineFetched([{name: 'http://localhost/zh-CN/assets/js/main.dddd.js'}], files)).toBe(false);
  fs.rmSync(build, {recursive: true, force: true});
});
