/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {extractMdxText, type ExtractedMdx} from '../mdxText';

const fixture = fs.readFileSync(path.join(__dirname, '__fixtures__/sample.mdx'), 'utf8');

/** The sections' text of a small MDX document, one string per paragraph. */
async function paragraphsOf(mdx: string): Promise<string[]> {
  const {sections} = await extractMdxText(mdx);
  return sections.flatMap((section) => section.paragraphs);
}

describe('extractMdxText', () => {
  let frontMatter: ExtractedMdx['frontMatter'];
  let sections: ExtractedMdx['sections'];

  beforeAll(async () => {
    ({frontMatter, sections} = await extractMdxText(fixture));
  });

  it('reads the front matter and drops it from the text', () => {
    expect(frontMatter).toMatchObject({title: 'Sample page'});
    expect(JSON.stringify(sections)).not.toContain('A page used by the search tests');
  });

  it('makes one section per heading of depth 1-3, with Docusaurus ids', () => {
    expect(sections.map((s) => s.heading)).toEqual([
      undefined,
      {id: 'usage', depth: 2, title: 'Usage'},
      {id: 'update-data--config', depth: 3, title: 'Update data & config'},
      {id: 'usage-1', depth: 2, title: 'Usage'},
      {id: 'my-anchor', depth: 2, title: 'Custom anchor'},
    ]);
  });

  it('keeps the words a reader sees and strips markdown syntax', () => {
    expect(sections[0].paragraphs).toEqual([
      'Intro with bold, emphasis, inlineCode and a link in it. It continues on a second line.',
    ]);
    expect(sections[1].paragraphs).toEqual([
      'Render the <Line /> component inside any React tree.',
      'first item',
      'second item with ABBR',
    ]);
  });

  it('drops imports, exports, JSX tags, attributes, expressions and comments', () => {
    const text = JSON.stringify(sections);
    for (const hidden of [
      '@site/src',
      'PropsTable',
      'ChartDemos',
      'Demo title',
      'not visible text',
      'a comment',
      'ignored',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('keeps table rows and plain code blocks but not live code', () => {
    expect(sections[2].paragraphs).toEqual([
      'Property Type',
      'xField string',
      "import {Line} from '@ant-design/plots';",
    ]);
    expect(JSON.stringify(sections)).not.toContain('function Demo');
  });

  it('keeps text nested in JSX and folds deeper headings into their section', () => {
    expect(sections[4].paragraphs).toEqual(['Text inside a tab.', 'Deep heading', 'Deep text.']);
  });

  it('reads input that is not valid MDX as plain Markdown and says where it broke', async () => {
    const warnings: string[] = [];
    const broken = await extractMdxText('---\ntitle: x\n---\nWords before.\n\n<Unclosed attr={"{"}\n```\nno end', {
      warn: (message) => warnings.push(message),
    });
    expect(broken.frontMatter).toEqual({title: 'x'});
    expect(broken.sections[0].paragraphs[0]).toBe('Words before.');
    expect(warnings).toEqual([expect.stringMatching(/^not valid MDX at line 7: .*indexed as plain Markdown\.$/)]);
  });
});

describe('heading ids, as Docusaurus gives them', () => {
  it('honours {#id}, \\{#id} and {/* #id */} and leaves them out of the title', async () => {
    const {sections} = await extractMdxText(
      '## Classic {#classic}\n\n## Escaped \\{#escaped}\n\n## Comment {/* #comment */}\n',
    );
    expect(sections.map((s) => s.heading)).toEqual([
      {id: 'classic', depth: 2, title: 'Classic'},
      {id: 'escaped', depth: 2, title: 'Escaped'},
      {id: 'comment', depth: 2, title: 'Comment'},
    ]);
  });

  it('numbers repeated titles, counting only generated ids and headings of every depth', async () => {
    const {sections} = await extractMdxText('## Usage {#own}\n\n## Usage\n\n#### Usage\n\n## Usage\n');
    expect(sections.map((s) => s.heading?.id)).toEqual(['own', 'usage', 'usage-2']);
  });
});

describe('text a reader sees', () => {
  it('decodes entities and keeps URLs, snake_case and a lone <', async () => {
    expect(await paragraphsOf('a &amp; b &lt;tag&gt; https://example.org\n\nx_field_name and a < b')).toEqual([
      'a & b <tag> https://example.org',
      'x_field_name and a < b',
    ]);
  });

  it('keeps inline code, link and image text, admonition titles and quotes', async () => {
    expect(
      await paragraphsOf(
        'Use `autoFit={false}` with [a link](/guide) and ![a chart](/img.png).\n\n:::tip[Heads up]\n\nSome **tip**.\n\n:::\n\n> Quoted.\n',
      ),
    ).toEqual(['Use autoFit={false} with a link and a chart.', 'Heads up', 'Some tip.', 'Quoted.']);
  });

  it('reads escaped pipes in table cells as the pipes the table shows', async () => {
    expect(await paragraphsOf('| type |\n| --- |\n| number \\| string |\n')).toEqual(['type', 'number | string']);
  });
});
