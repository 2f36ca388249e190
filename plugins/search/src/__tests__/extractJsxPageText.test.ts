/** @jest-environment node */
import {extractJsxPageText} from '../extractJsxPageText';

const HOME = `
import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

const FEATURES = [
  {emoji: '📈', title: 'Charting engine', description: 'Built on G2Plot.'},
  {emoji: '⚛️', title: "React", description: 'Components, not imperative code.'},
];

export default function Home(): React.JSX.Element {
  const count = items.length > 2 ? 1 : 0;
  return (
    <Layout title="React charts" description="Documentation of the plots.">
      <h1 className="hero__title">Ant Design Plots</h1>
      <p>Charts in one line of JSX.</p>
      <Heading as="h2" id="installation">Installation</Heading>
      <p>Install it with <code>npm</code>.</p>
      <h2>Links</h2>
      <p>GitHub and more.</p>
    </Layout>
  );
}
`;

describe('extractJsxPageText', () => {
  const page = extractJsxPageText(HOME);

  it('takes the h1 as title and the Layout description', () => {
    expect(page.title).toBe('Ant Design Plots');
    expect(page.description).toBe('Documentation of the plots.');
  });

  it('makes sections of h2/h3 headings, anchored only when they have an id', () => {
    expect(page.sections.map((s) => s.heading)).toEqual([
      undefined,
      {id: 'installation', depth: 2, title: 'Installation'},
      undefined,
    ]);
    expect(page.sections[2].paragraphs).toEqual(['Links', 'GitHub and more.']);
  });

  it('collects feature-card strings and JSX text in source order', () => {
    expect(page.sections[0].paragraphs).toEqual([
      'Charting engine',
      'Built on G2Plot.',
      'React',
      'Components, not imperative code.',
      'Charts in one line of JSX.',
    ]);
    expect(page.sections[1].paragraphs).toEqual(['Install it with', 'npm']);
  });

  it('ignores code that only looks like text', () => {
    expect(JSON.stringify(page)).not.toContain('items.length');
  });

  it('falls back to the Layout title without an h1', () => {
    expect(extractJsxPageText('<Layout title="Changelog"><p>x</p></Layout>').title).toBe('Changelog');
  });

  it('reads string children, entities, expression ids and deeper headings as a browser shows them', () => {
    const page = extractJsxPageText(`
      export default function Page() {
        return (
          <Layout title={'Tools'}>
            <Heading as="h3" id={'charts'}>Charts &amp; graphs</Heading>
            <p>{'Written as a string.'} Then text{' '}with a space.</p>
            <h4>Fine print</h4>
            <Card title={"an attribute"} label="not text">{count > 1 ? 'many' : 'one'}</Card>
          </Layout>
        );
      }
    `);
    expect(page.title).toBe('Tools');
    expect(page.sections).toEqual([
      {
        heading: {id: 'charts', depth: 3, title: 'Charts & graphs'},
        paragraphs: ['Written as a string.', 'Then text', 'with a space.', 'Fine print'],
      },
    ]);
  });

  it('never throws on source that does not parse', () => {
    expect(() => extractJsxPageText('export default () => <div><p>Unclosed')).not.toThrow();
    expect(extractJsxPageText('<div><p>Unclosed').sections[0].paragraphs).toEqual(['Unclosed']);
  });
});
