/**
 * @jest-environment node
 *
 * The check catches an English change: in a copy of the site's sources, an English unit of each kind is changed
 * after its Chinese was stamped, and the status names that unit as stale with its new English.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {domainStatus, readMemory, type DomainStatus} from '../../../plugins/translations/src';
import {collectDomains} from '../collectDomains';
import {runTranslations} from '../runTranslations';

const SITE_DIR = path.resolve(__dirname, '../../..');
const COPIED = ['data', 'demos', 'docs', 'src/pages', 'plugins/chart-docs/propsI18n', 'i18n/zh-CN/memory'];
const ZH_GUIDE = 'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide.mdx';

async function statusOf(siteDir: string, domain: string): Promise<DomainStatus> {
  const [collected] = await collectDomains(siteDir, [domain]);
  return domainStatus(collected!, readMemory(siteDir, domain));
}

function edit(file: string, change: (text: string) => string): void {
  const text = fs.readFileSync(file, 'utf8');
  const changed = change(text);
  expect(changed).not.toBe(text);
  fs.writeFileSync(file, changed);
}

describe('a planted English change', () => {
  let siteDir: string;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
    for (const folder of COPIED) {
      if (fs.existsSync(path.join(SITE_DIR, folder))) {
        fs.cpSync(path.join(SITE_DIR, folder), path.join(siteDir, folder), {recursive: true});
      }
    }
    fs.mkdirSync(path.join(siteDir, 'i18n/zh-CN/memory'), {recursive: true});
    // A Chinese guide that keeps every English anchor, and a demo title translated without a source.
    const english = fs.readFileSync(path.join(SITE_DIR, 'docs/guide.mdx'), 'utf8');
    const chinese = english.replace(/^(#{2,6} )(.+)$/gm, (_line, marks: string, text: string) => {
      const id = text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return `${marks}标题 {/* #${id} */}`;
    });
    fs.mkdirSync(path.dirname(path.join(siteDir, ZH_GUIDE)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, ZH_GUIDE), chinese);
    fs.writeFileSync(
      path.join(siteDir, 'i18n/zh-CN/memory/demos.json'),
      JSON.stringify({'line-basic.title': {zh: '基础折线图'}}, null, 2),
    );
    const log: string[] = [];
    expect(
      await runTranslations(siteDir, ['stamp', '--domain', 'demos', '--domain', 'docs'], (text) => log.push(text)),
    ).toBe(0);
    expect(log.join('\n')).toMatch(/demos.json: stamped 1 \(line-basic.title\)/);
  }, 60_000);

  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('starts clean where it was stamped', async () => {
    expect((await statusOf(siteDir, 'docs')).stale).toEqual([]);
    expect((await statusOf(siteDir, 'demos')).stale).toEqual([]);
    expect((await statusOf(siteDir, 'changelog')).stale).toEqual([]);
  });

  it('names a changed changelog release with its new English', async () => {
    edit(path.join(siteDir, 'data/changelog-plots.csv'), (text) =>
      text.replace('fix: the UMD bundle loads again', 'fix: the UMD bundle loads again in every browser'),
    );
    expect((await statusOf(siteDir, 'changelog')).stale).toEqual([
      {id: '@ant-design/plots@1.1.1', english: 'fix: the UMD bundle loads again in every browser'},
    ]);
  });

  it('names a changed demo title, and the memory entry of a deleted demo as orphaned', async () => {
    const demo = path.join(siteDir, 'demos/line/basic.tsx');
    const title = /title: (.*)/.exec(fs.readFileSync(demo, 'utf8'))![1]!;
    edit(demo, (text) => text.replace(`title: ${title}`, `title: ${title} (edited)`));
    const status = await statusOf(siteDir, 'demos');
    expect(status.stale).toEqual([{id: 'line-basic.title', english: `${title} (edited)`}]);
    fs.rmSync(demo);
    expect((await statusOf(siteDir, 'demos')).orphaned).toEqual(['line-basic.title']);
  });

  it('names a changed section of a translated page, and a code block its Chinese no longer matches', async () => {
    edit(path.join(siteDir, 'docs/guide.mdx'), (text) =>
      text.replace('npm install @ant-design/plots@1', 'npm install @ant-design/plots@1.2.6'),
    );
    const status = await statusOf(siteDir, 'docs');
    expect(status.stale.map((unit) => unit.id)).toEqual(['docs/guide.mdx#install']);
    expect(status.stale[0]!.english).toContain('npm install @ant-design/plots@1.2.6');
    expect(status.problems.join('\n')).toMatch(/guide.mdx: code blocks must be byte-equal to the English/);
  });

  it('fails `status` with exit code 1 and lists the units', async () => {
    const log: string[] = [];
    expect(await runTranslations(siteDir, ['status', '--domain', 'changelog'], (text) => log.push(text))).toBe(1);
    expect(log.join('\n')).toContain(
      'stale         @ant-design/plots@1.1.1: fix: the UMD bundle loads again in every browser',
    );
  });

  it('restamps a unit named after its Chinese was brought up to date, and refuses an unknown name', async () => {
    const log: string[] = [];
    const run = (args: string[]) => runTranslations(siteDir, args, (text) => log.push(text));
    expect(await run(['stamp', '--domain', 'changelog', '@ant-design/plots@1.1.1'])).toBe(0);
    expect((await statusOf(siteDir, 'changelog')).stale).toEqual([]);
    expect(await run(['stamp', '--domain', 'docs', 'docs/no-such-page.mdx'])).toBe(2);
    expect(log.join('\n')).toMatch(/No unit is named docs\/no-such-page.mdx/);
  });
});
