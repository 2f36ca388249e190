/**
 * @jest-environment node
 *
 * The post-build step fails a build that carries the absolute path of the
 * folder it was built in (the main bundle held two `/.../.docusaurus/...`
 * module paths), naming the files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {postBuild} from '../postbuild/postBuild.mjs';

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-paths-'));
  for (const [name, content] of Object.entries({'index.html': '<!doctype html><title>Home</title>', ...files})) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('no absolute build path in a build', () => {
  const siteDir = path.join(os.tmpdir(), 'some-site-folder');
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

  it('fails the post-build step, naming the file', async () => {
    const dir = build({
      'assets/js/main.1234.js': `var r={a:[()=>n.e(1),${JSON.stringify(`${siteDir}/.docusaurus/changelog/default/changelog.json`)},5]}`,
    });
    dirs.push(dir);
    await expect(postBuild(dir, {siteDir})).rejects.toThrow(
      `1 built file(s) contain the absolute path of the site folder (${siteDir}): assets/js/main.1234.js`,
    );
  });

  it('passes a build whose module paths are @site/ ones', async () => {
    const dir = build({'assets/js/main.1234.js': 'var r={a:[()=>n.e(1),"@site/.docusaurus/changelog.json",5]}'});
    dirs.push(dir);
    await expect(postBuild(dir, {siteDir})).resolves.toMatchObject({liveEditorPages: []});
  });
});
