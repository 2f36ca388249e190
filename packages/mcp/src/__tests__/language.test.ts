/**
 * @jest-environment node
 */
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {parseLanguage} from '../language';
import {buildBundle, connect, makeBuild, removeBuild, SITE_URL, textOf} from './siteBuild';

jest.setTimeout(180_000);

beforeAll(buildBundle);

describe('the language argument', () => {
  it('reads en, zh-CN and their spellings, and refuses anything else by name', () => {
    expect(parseLanguage(undefined)).toBe('en');
    expect(parseLanguage('zh_cn')).toBe('zh-CN');
    expect(parseLanguage(' EN ')).toBe('en');
    expect(() => parseLanguage('fr')).toThrow('Unknown language "fr". Languages: en, zh-CN (default en).');
    expect(() => parseLanguage('__proto__')).toThrow(/^Unknown language "__proto__"/);
  });
});

describe('the tools in Chinese (a build with /zh-CN/)', () => {
  let dir: string;
  let client: Client;
  beforeAll(async () => {
    dir = await makeBuild(undefined, {chinese: true});
    client = await connect(['--dir', dir]);
  });
  afterAll(async () => {
    await client?.close();
    removeBuild(dir);
  });

  it('get_chart_api reads the Chinese twin: Chinese headings with their ids, the English header row, zh-CN links', async () => {
    const whole = textOf(await client.callTool({name: 'get_chart_api', arguments: {chart: 'line', language: 'zh-CN'}}));
    expect(whole).toContain(`Page: ${SITE_URL}zh-CN/api/line`);
    expect(whole).toContain('## 配置项 {#api}');
    expect(whole).toContain('### Line 配置项');
    expect(whole).toContain('| Property | Type | Default | Description | Since |');
    expect(whole.indexOf('## 事件 {#events}')).toBeGreaterThan(0);
    expect(whole.indexOf('## 事件 {#events}')).toBeLessThan(whole.indexOf('## 配置项 {#api}'));
    const legend = textOf(
      await client.callTool({name: 'get_chart_api', arguments: {chart: 'Line', option: 'legend', language: 'zh-CN'}}),
    );
    expect(legend).toContain('| `legend.position` |');
    // English stays the default, from the root of the build.
    const english = textOf(await client.callTool({name: 'get_chart_api', arguments: {chart: 'line'}}));
    expect(english).toContain(`Page: ${SITE_URL}api/line\n`);
    expect(english).toContain('### Line options');
  });

  it('get_example and search_docs answer from the Chinese pages and link to them', async () => {
    const example = textOf(
      await client.callTool({name: 'get_example', arguments: {id: 'line-basic', language: 'zh-CN'}}),
    );
    expect(example).toContain("import {Line} from '@ant-design/plots';");
    expect(example).toContain('展示于[所在页面](/api/line#demo-line-basic)。');
    expect(example).toContain(`See it live: ${SITE_URL}zh-CN/api/line#demo-line-basic`);
    const found = textOf(
      await client.callTool({name: 'search_docs', arguments: {query: 'smooth line', language: 'zh-CN'}}),
    );
    expect(found).toContain(`${SITE_URL}zh-CN/api/line#prop-smooth`);
    expect(found).not.toMatch(new RegExp(`${SITE_URL}(?!zh-CN/)`));
  });

  it('lists the Chinese pages as resources beside the English ones', async () => {
    const {resources} = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      `${SITE_URL}api/line.md`,
      `${SITE_URL}api/dual-axes.md`,
      `${SITE_URL}zh-CN/api/line.md`,
      `${SITE_URL}zh-CN/api/dual-axes.md`,
    ]);
    const read = await client.readResource({uri: `${SITE_URL}zh-CN/api/line.md`});
    const [first] = read.contents;
    expect('text' in first ? first.text : '').toMatch(/^# 折线图\n/);
  });

  it('answers a bad language with an error result that names the languages', async () => {
    for (const name of ['search_docs', 'get_chart_api', 'get_example']) {
      const args = {query: 'legend', chart: 'line', id: 'line-basic', language: 'fr'};
      const result = await client.callTool({name, arguments: args});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe('Unknown language "fr". Languages: en, zh-CN (default en).');
    }
  });
});

describe('a site built in English only', () => {
  it('says that it has no Chinese pages and how to get them', async () => {
    const dir = await makeBuild();
    const client = await connect(['--dir', dir]);
    try {
      const result = await client.callTool({name: 'get_example', arguments: {id: 'line-basic', language: 'zh-CN'}});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(
        /^The site has no zh-CN pages \(Not found in the site: \/zh-CN\/llms-manifest\.json\): build that locale \(docusaurus build --locale zh-CN\)/,
      );
      expect((await client.listResources()).resources).toHaveLength(2);
    } finally {
      await client.close();
      removeBuild(dir);
    }
  });
});
