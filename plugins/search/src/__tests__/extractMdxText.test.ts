/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {extractMdxText, toPlainText} from '../extractMdxText';

const fixture = fs.readFileSync(path.join(__dirname, '__fixtures__/sample.mdx'), 'utf8');

describe('extractMdxText', () => {
  const {frontMatter, sections} = extractMdxText(fixture);

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
      'Render the component inside any React tree.',
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

  it('never throws on broken input', () => {
    expect(() => extractMdxText('---\ntitle: x\n---\n<Unclosed attr={"{"}\n```\nno end')).not.toThrow();
  });
});

describe('toPlainText', () => {
  it('decodes entities and keeps autolinks', () => {
    expect(toPlainText('a &amp; b &lt;tag&gt; <https://example.org>')).toBe('a & b <tag> https://example.org');
  });
  it('leaves snake_case and a lone < alone', () => {
    expect(toPlainText('x_field_name and a < b')).toBe('x_field_name and a < b');
  });
});
