import fs from 'node:fs';
import path from 'node:path';
import type {Code, Nodes} from 'mdast';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {loadMdxParsers} from '../../../search/src';
import {buildSourcePage, referenceCommonLines, type MarkdownPage} from '../buildPages';
import {buildLlmsFullTxt} from '../buildLlmsTxt';
import {mdxToMarkdown} from '../mdxToMarkdown';
import {demoCode} from '../renderDemo';
import {ENGLISH, localizerFor} from '../locale/phrases';
import {SITE_DIR, loadSiteChartContent} from './site/loadSiteChartContent';

jest.setTimeout(120_000);

/** Every MD/MDX page of the site: the docs and the MDX pages, and their Chinese translations (same code, by rule). */
const PAGE_FOLDERS = [
  'docs',
  'src/pages',
  'i18n/zh-CN/docusaurus-plugin-content-docs/current',
  'i18n/zh-CN/docusaurus-plugin-content-pages',
];

function pageFiles(folder: string): string[] {
  const dir = path.join(SITE_DIR, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(folder, name))
    .sort();
}

/** A code block as a reader copies it: its language and its text. */
const block = (node: Code) => `${node.lang ?? ''}\n${node.value}`;

function codeBlocks(node: Nodes): Code[] {
  if (node.type === 'code') return [node];
  return 'children' in node ? node.children.flatMap((child) => codeBlocks(child)) : [];
}

/** The code a page shows, in order: its code blocks and the code of its `<Demo id>` elements (a `tsx` block in the twin). */
function shownCode(node: Nodes, demo: (id: string) => string): string[] {
  if (node.type === 'code') return [block(node)];
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') {
    const id = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id');
    return typeof id?.value === 'string' ? [`tsx\n${demo(id.value)}`] : [];
  }
  return 'children' in node ? node.children.flatMap((child) => shownCode(child, demo)) : [];
}

/** `expected` appears in `actual` in the same order (other blocks, such as demos' code, may come between). */
function missingInOrder(expected: readonly string[], actual: readonly string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const text of expected) {
    const found = actual.indexOf(text, at);
    if (found === -1) missing.push(text);
    else at = found + 1;
  }
  return missing;
}

describe('code blocks in the Markdown twins and llms-full.txt', () => {
  it('keeps JSX inside a code block and still renders inline JSX in prose', async () => {
    const source = [
      'Some *prose* with <Badge kind="Beta" /> inline, and `<Demo id="x" />` as inline code.',
      '',
      '```tsx title="app/page.tsx"',
      'export default function Page() {',
      '  return <ClientOnlyChart />;',
      '}',
      '```',
    ].join('\n');
    const markdown = await mdxToMarkdown(source, ({name, attributes}) =>
      name === 'Badge' ? `**${attributes.kind}**` : undefined,
    );
    expect(markdown).toBe(
      [
        'Some *prose* with **Beta** inline, and `<Demo id="x" />` as inline code.',
        '```tsx title="app/page.tsx"\nexport default function Page() {\n  return <ClientOnlyChart />;\n}\n```',
      ].join('\n\n'),
    );
  });

  it('gives every code block of every page to its twin and to llms-full.txt, character for character', async () => {
    const {mdx, markdown: parseMarkdown} = await loadMdxParsers();
    const content = loadSiteChartContent();
    const chinese = localizerFor(SITE_DIR, 'zh-CN', 'en');
    const reference = new Set(referenceCommonLines(content));
    const demoById = new Map(content.demos.map((demo) => [demo.id, demo]));
    const files = PAGE_FOLDERS.flatMap(pageFiles);
    expect(files.length).toBeGreaterThan(50);

    const twins: MarkdownPage[] = [];
    const expected = new Map<MarkdownPage, string[]>();
    const problems: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
      // Translated headings carry explicit ids (`## 安装 {#install}`), which MDX reads once escaped, as Docusaurus does.
      const tree = mdx(escapeMarkdownHeadingIds(source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')));
      const wanted = shownCode(tree, (id) => demoCode(demoById.get(id)!).replace(/\s+$/, ''));
      // Section `Docs` puts every page in llms-full.txt; a chart page gets its compact variant there.
      const twin = await buildSourcePage(
        {path: `/${file}`, title: file, description: '', source, section: 'Docs'},
        content,
        reference,
        file.startsWith('i18n/zh-CN/') ? chinese : ENGLISH,
      );
      twins.push(twin);
      expected.set(twin, wanted);
      const inTwin = codeBlocks(parseMarkdown(twin.markdown)).map(block);
      for (const text of missingInOrder(wanted, inTwin)) problems.push(`${file} (.md twin):\n${text}`);
      checked += wanted.length;
    }
    const full = buildLlmsFullTxt({title: 'T', summary: 'S', siteUrl: 'https://example.org/'}, twins, [...reference]);
    const inFull = codeBlocks(parseMarkdown(full)).map(block);
    for (const twin of twins)
      for (const text of missingInOrder(expected.get(twin)!, inFull))
        problems.push(`${twin.path} (llms-full.txt):\n${text}`);
    expect(problems).toEqual([]);
    // The site's pages hold over 80 blocks (one docs source since the versioned copy went); none may be skipped silently.
    expect(checked).toBeGreaterThan(75);
  });
});
