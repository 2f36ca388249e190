/**
 * @jest-environment node
 *
 * scripts/lib/loadTypeScript.mjs, the one way a script runs TypeScript, tried as a script uses it (a Node
 * process, not Jest's own compiler): the exports of a typed module and of what it imports, functions kept as
 * written (the previews and the demo check hand functions to Chromium as source text), and nothing else in
 * scripts/ loading TypeScript another way.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SITE_DIR = path.resolve(__dirname, '../..');
const LOADER = path.join(SITE_DIR, 'scripts/lib/loadTypeScript.mjs');

/** Runs `body` in a Node ES module beside the fixtures, with `load(specifier)`; returns what it prints. */
function inScript(body: string): string {
  const caller = path.join(__dirname, '__fixtures__', 'caller.mjs');
  const source = [
    `import {loadTypeScript} from ${JSON.stringify(LOADER)};`,
    `const load = (specifier) => loadTypeScript(${JSON.stringify(`file://${caller}`)}, specifier);`,
    body,
  ].join('\n');
  return execFileSync(process.execPath, ['--input-type=module', '-e', source], {cwd: SITE_DIR, encoding: 'utf8'});
}

jest.setTimeout(30_000);

describe('loadTypeScript', () => {
  it('runs a typed module and the TypeScript it imports, relative to the calling script', () => {
    const printed = inScript("const m = load('./typedModule.ts'); console.log(m.rounded(12), m.rounded(13, {}));");
    expect(printed.trim()).toBe('10 15 in a page');
  });

  it('keeps a function as written, for Chromium to run from its source text', () => {
    const printed = inScript("console.log(load('./typedModule.ts').widthOf.toString());");
    // Only the types go; line breaks may move.
    expect(printed.trim().replace(/\s+/g, ' ')).toBe(
      'async (selector) => document.querySelector(selector)?.clientWidth ?? undefined',
    );
  });

  it('names the file it cannot find', () => {
    expect(() => inScript("load('./missing.ts');")).toThrow(/Cannot find module '\.\/missing\.ts'/);
  });

  it("lists each script's TypeScript entry in knip.json, which does not follow the loader", () => {
    const scriptsDir = path.join(SITE_DIR, 'scripts');
    const {workspaces} = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'knip.json'), 'utf8')) as {
      workspaces: Record<string, {entry: string[]}>;
    };
    const loaded = fs
      .readdirSync(scriptsDir, {recursive: true, encoding: 'utf8'})
      .filter((name) => name.endsWith('.mjs') && !name.includes('__tests__'))
      .flatMap((name) => {
        const text = fs.readFileSync(path.join(scriptsDir, name), 'utf8');
        return [...text.matchAll(/loadTypeScript\(import\.meta\.url, '([^']+)'\)/g)].map((match) =>
          path.relative(SITE_DIR, path.resolve(scriptsDir, path.dirname(name), match[1]!)),
        );
      });
    expect(loaded.length).toBeGreaterThanOrEqual(4);
    const scriptEntries = loaded.filter((file) => file.startsWith('scripts/'));
    expect(scriptEntries.filter((file) => !workspaces['.']!.entry.includes(file))).toEqual([]);
  });

  it('is the only way scripts/ loads TypeScript', () => {
    const scriptsDir = path.join(SITE_DIR, 'scripts');
    const offenders = fs
      .readdirSync(scriptsDir, {recursive: true, encoding: 'utf8'})
      .filter((name) => /\.(?:mjs|cjs|js)$/.test(name) && !name.includes('node_modules'))
      .filter((name) => {
        const text = fs.readFileSync(path.join(scriptsDir, name), 'utf8');
        return /sucrase\/(?:dist\/)?register|ts-node|require\(['"][^'"]+\.ts['"]\)/.test(text);
      });
    expect(offenders).toEqual([]);
  });
});
