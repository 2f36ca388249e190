import fs from 'node:fs';
import path from 'node:path';
import {buildDemoPage, buildSourcePage} from '../buildPages';
import {buildLlmsFullTxt, buildLlmsTxt} from '../buildLlmsTxt';
import {ENGLISH, ENGLISH_PHRASES, PHRASES_DOMAIN, createLocalizer, localizerFor} from '../locale/phrases';
import {createTranslationMemory, memoryDir, readTranslationMemory, sourceHash} from '../locale/translationMemory';
import {SITE_DIR, loadSiteChartContent} from './site/loadSiteChartContent';
import {headingIdsWritten} from '../mdxToMarkdown';

jest.setTimeout(120_000);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the translation memory as the twins read it', () => {
  it('translates a text by the hash of its English and ignores stale or unstamped entries', () => {
    const memory = createTranslationMemory({
      demos: {
        'line-basic.title': {source: sourceHash('Basic line'), zh: '基础折线图'},
        'line-smooth.title': {zh: '平滑折线图'},
      },
      llms: {'twin.examples': {source: sourceHash('Old English'), zh: '示例'}},
    });
    expect(sourceHash('Basic line')).toMatch(/^[0-9a-f]{12}$/);
    expect(memory.text('Basic line')).toBe('基础折线图');
    expect(memory.text('Smooth line')).toBe('Smooth line');
    expect(memory.unit('llms', 'twin.examples', 'Examples')).toBeUndefined();
    expect(memory.unit('llms', 'constructor', 'x')).toBeUndefined();
    expect(createLocalizer('zh-CN', memory).phrase('twin.examples')).toBe('Examples');
  });

  it('has a current Chinese unit for every phrase, with the same placeholders', () => {
    const file = path.join(memoryDir(SITE_DIR, 'zh-CN'), `${PHRASES_DOMAIN}.json`);
    const units = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {source?: string; zh?: string}>;
    const memory = readTranslationMemory(SITE_DIR, 'zh-CN');
    const problems: string[] = [];
    for (const [id, english] of Object.entries(ENGLISH_PHRASES)) {
      const zh = memory.unit(PHRASES_DOMAIN, id, english);
      if (zh === undefined) problems.push(`${id}: re-translate "${english}"`);
      else if (placeholders(zh).join() !== placeholders(english).join()) problems.push(`${id}: placeholders differ`);
    }
    for (const id of Object.keys(units)) if (!(id in ENGLISH_PHRASES)) problems.push(`${id}: no such phrase`);
    expect(problems).toEqual([]);
    expect(Object.keys(units)).toEqual(Object.keys(units).sort());
  });
});

it('writes a heading id in one form, from either syntax Docusaurus reads', () => {
  expect(headingIdsWritten('## 用法 {/* #usage */}')).toBe('## 用法 {#usage}');
  expect(headingIdsWritten('## 配置项 \\{#api}')).toBe('## 配置项 {#api}');
  expect(headingIdsWritten('## Usage')).toBe('## Usage');
});

describe('twins in Chinese', () => {
  const content = loadSiteChartContent();
  const chinese = localizerFor(SITE_DIR, 'zh-CN', 'en');
  const source = [
    '---',
    'title: 折线图',
    '---',
    '',
    '折线图按顺序连接数据点。',
    '',
    '<ChartPage>',
    '',
    '## 用法 {/* #usage */}',
    '',
    '```bash',
    'npm install @ant-design/plots@1',
    '```',
    '',
    '<ChartUsage />',
    '',
    '## 配置项 {#api}',
    '',
    '<ChartProps />',
    '',
    '## 事件 {#events}',
    '',
    '<ChartEvents />',
    '',
    '</ChartPage>',
    '',
  ].join('\n');

  it('writes the page in Chinese, keeps the anchors, the code and the English header rows', async () => {
    const page = {path: '/api/line', title: '折线图', description: '', source, section: 'Charts' as const};
    const twin = await buildSourcePage(page, content, undefined, chinese);
    const lines = twin.markdown.split('\n');
    expect(lines).toContain('## 配置项 {#api}');
    expect(lines).toContain('## 用法 {#usage}');
    expect(lines).toContain('## 事件 {#events}');
    expect(twin.markdown).toContain('```bash\nnpm install @ant-design/plots@1\n```');
    expect(lines).toContain('### Line 配置项');
    expect(lines).toContain('### 通用配置项');
    expect(lines).toContain('## 示例');
    expect(lines).toContain('图表会触发以下事件（通过绘制图表并指向每个部分记录得到）。');
    expect(lines.filter((line) => line === '| Property | Type | Default | Description | Since |')).toHaveLength(2);
    expect(lines).toContain('| Emitted by | Events | The event carries |');
    expect(twin.markdown).not.toContain('Common options');
    // The same page in English keeps its English headings.
    const english = await buildSourcePage(page, content);
    expect(english.markdown.split('\n')).toContain('### Line options');
  });

  it('says where a demo shows in Chinese and names the other language in llms.txt', () => {
    const demo = content.demos.find((candidate) => candidate.id === 'line-basic');
    expect(demo).toBeDefined();
    const twin = buildDemoPage(demo!, chinese);
    expect(twin.markdown).toContain(`展示于[所在页面](${demo!.pageLink})。`);
    expect(twin.markdown).toContain(demo!.source.trim());

    const zhSite = {
      title: 'Ant Design Plots',
      summary: '摘要',
      siteUrl: 'https://example.org/zh-CN/',
      otherLanguages: [{locale: 'en', llmsTxtUrl: 'https://example.org/llms.txt'}],
    };
    const zhTxt = buildLlmsTxt(zhSite, [twin], chinese);
    expect(zhTxt).toContain('本站的 English 版本：[llms.txt](https://example.org/llms.txt)。');
    expect(zhTxt).toContain('- [');
    expect(zhTxt).toContain('](https://example.org/zh-CN/~demos/line-basic.md)');
    expect(zhTxt.split('\n')).toContain('## Optional');

    const enSite = {title: 'Ant Design Plots', summary: 'S', siteUrl: 'https://example.org/'};
    const withChinese = {
      ...enSite,
      otherLanguages: [{locale: 'zh-CN', llmsTxtUrl: 'https://example.org/zh-CN/llms.txt'}],
    };
    expect(buildLlmsTxt(withChinese, [])).toContain(
      'The same site in 简体中文: [llms.txt](https://example.org/zh-CN/llms.txt).',
    );
    // A site with one language writes exactly what it wrote before languages existed.
    expect(buildLlmsTxt({...enSite, otherLanguages: []}, [])).toBe(buildLlmsTxt(enSite, [], ENGLISH));
    expect(buildLlmsTxt(enSite, [])).not.toContain('The same site');

    const full = buildLlmsFullTxt(zhSite, [], [], chinese);
    expect(full.startsWith('# Ant Design Plots：全部页面\n')).toBe(true);
    expect(full).toContain('## 通用配置项');
  });
});
