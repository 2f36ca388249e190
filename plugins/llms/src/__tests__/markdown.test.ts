import fs from 'node:fs';
import path from 'node:path';
import {buildSourcePage, referenceCommonLines} from '../buildPages';
import {buildLlmsFullTxt, buildLlmsTxt} from '../buildLlmsTxt';
import {markdownPathOf} from '../markdownPath';
import {mdxToMarkdown} from '../mdxToMarkdown';
import {demoCode} from '../renderDemo';
import {propsTableLines, renderPropsTable} from '../renderPropsTable';
import {SITE_DIR, loadSiteChartContent} from './site/loadSiteChartContent';

jest.setTimeout(120_000);

describe('renderPropsTable', () => {
  it('writes nested paths out, escapes pipes and keeps one line per row', () => {
    const table = renderPropsTable([
      {
        name: 'legend',
        type: 'false | Legend',
        defaultValue: '',
        description: 'Legend\nsettings.',
        descriptionLang: 'en',
        badges: [],
        children: [
          {
            name: 'position',
            type: "'top' | 'bottom'",
            defaultValue: "'top'",
            description: 'Where it sits.',
            descriptionLang: 'en',
            badges: ['Deprecated'],
            since: {g2plot: '2.3.1'},
          },
        ],
      },
    ]);
    expect(table.split('\n')).toEqual([
      '| Property | Type | Default | Description | Since |',
      '| --- | --- | --- | --- | --- |',
      '| `legend` | `false \\| Legend` |  | Legend settings. |  |',
      "| `legend.position` (Deprecated) | `'top' \\| 'bottom'` | `'top'` | Where it sits. | since G2Plot 2.3.1 |",
    ]);
  });
});

describe('mdxToMarkdown', () => {
  it('drops imports and front matter, keeps Markdown as written and renders JSX by name', async () => {
    const source = [
      '---',
      'title: T',
      '---',
      "import Demo from '@theme/Demo';",
      '',
      '## Start',
      '',
      'Some *prose* with <Badge kind="Beta" /> inline.',
      '',
      '<Tabs>',
      '  <TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm i x',
      '```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<Demo id="a" />',
    ].join('\n');
    const markdown = await mdxToMarkdown(source, ({name, attributes, children}) => {
      if (name === 'Demo') return `DEMO ${attributes.id}`;
      if (name === 'Badge') return `**${attributes.kind}**`;
      if (name === 'TabItem') return `**${attributes.label}**\n\n${children}`;
      return undefined;
    });
    expect(markdown).toBe(
      ['## Start', 'Some *prose* with **Beta** inline.', '**npm**\n\n```bash\nnpm i x\n```', 'DEMO a'].join('\n\n'),
    );
  });
});

describe('markdownPathOf', () => {
  it('adds .md, names the home page index.md and drops query and hash', () => {
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/api/line')).toBe('/api/line.md');
    expect(markdownPathOf('/api/line?tab=examples#demo-x')).toBe('/api/line.md');
  });
});

/** Markdown without its fenced code blocks (where JSX and imports are expected). */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '');
}

describe('pages of this site', () => {
  const content = loadSiteChartContent();
  const reference = new Set(referenceCommonLines(content));
  const readDoc = (file: string) => fs.readFileSync(path.join(SITE_DIR, 'docs', file), 'utf8');

  it('gives a chart page its intro, the Usage code, every demo as tsx and the props table', async () => {
    const page = await buildSourcePage(
      {
        path: '/api/line',
        title: 'Line',
        description: 'A line chart.',
        source: readDoc('api/line.mdx'),
        section: 'Charts',
      },
      content,
      reference,
    );
    const {markdown} = page;
    expect(markdown.startsWith('# Line\n\n> A line chart.\n\nA line chart connects')).toBe(true);
    const usage = markdown.slice(markdown.indexOf('## Usage'), markdown.indexOf('## API'));
    const lineDemos = content.demos.filter((demo) => demo.group === 'line');
    expect(usage).toContain(`\`\`\`tsx\n${demoCode(lineDemos[0]).trim()}\n\`\`\``);
    for (const demo of lineDemos) expect(markdown).toContain(demoCode(demo).trim());
    expect(markdown).toContain('| Property | Type | Default | Description | Since |');
    expect(markdown).toMatch(/^\| `smooth` \| `boolean` \| `false` \| .+ \|$/m);
    expect(markdown).toMatch(/^\| `legend\.position` \| /m);
    expect(markdown).toMatch(
      /## Events\n\nThe chart emits these events \(recorded by drawing it and pointing at each part\)\.\n\n\| Emitted by \| Events \|/,
    );
    expect(markdown).toContain('`element:click`');
    expect(prose(markdown)).not.toMatch(/<ChartProps|<ChartUsage|^import /m);
    // The compact variant (llms-full.txt) keeps the own options and leaves the shared common rows out.
    expect(page.compactMarkdown).toMatch(/^\| `smooth` \| /m);
    const api = (text: string) => text.slice(text.indexOf('## API'), text.indexOf('## Events'));
    expect(api(page.compactMarkdown!).length).toBeLessThan(api(markdown).length / 2);
  });

  it('renders the guide with its demos, tabs and no JSX', async () => {
    const {markdown} = await buildSourcePage(
      {path: '/guide', title: 'Get Started', description: '', source: readDoc('guide.mdx'), section: 'Docs'},
      content,
    );
    const guideDemo = content.demos.find((demo) => demo.id === 'guide-basic-render')!;
    expect(markdown).toContain(demoCode(guideDemo).trim());
    expect(markdown).toContain('**npm**\n\n```bash');
    expect(prose(markdown)).not.toMatch(/<Demo |<Tabs|<TabItem|^import /m);
  });

  it('lists every page in llms.txt and gives llms-full.txt the common options once', async () => {
    const site = {title: 'Ant Design Plots', summary: 'React charts.', siteUrl: 'https://plots-docs.example.org/'};
    const line = await buildSourcePage(
      {
        path: '/api/line',
        title: 'Line',
        description: 'A line chart.',
        source: readDoc('api/line.mdx'),
        section: 'Charts',
      },
      content,
      reference,
    );
    const demo = {
      path: '/~demos/line-basic',
      title: 'Basic',
      description: 'One.',
      section: 'Optional' as const,
      markdown: '# Basic\n',
    };
    const txt = buildLlmsTxt(site, [line, demo]);
    expect(txt).toMatch(/^# Ant Design Plots\n\n> React charts\.\n\n/);
    expect(txt).toContain('## Charts\n\n- [Line](https://plots-docs.example.org/api/line.md): A line chart.');
    expect(txt).toContain('## Optional\n\n- [Basic](https://plots-docs.example.org/~demos/line-basic.md): One.');
    const full = buildLlmsFullTxt(site, [line, demo], [...reference]);
    expect(full).toContain('## Common options');
    expect(full).toContain('<!-- Source: https://plots-docs.example.org/api/line.md -->');
    expect(full).not.toMatch(/^# Basic$/m);
    // A common row exactly as most charts have it is written once, in the shared table, not again under Line.
    const shared = propsTableLines(content.props.line.common).find((row) => reference.has(row))!;
    expect(shared).toBeDefined();
    expect(full.split(shared).length - 1).toBe(1);
    expect(line.markdown.split(shared).length - 1).toBe(1);
  });
});
