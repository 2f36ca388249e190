/** @jest-environment node */
import {LOCALE_TITLES} from '../constants';
import {
  assembleSearchIndex,
  buildNavSections,
  collectChangelogRoute,
  type IndexedDoc,
  type IndexedDocsContent,
  type IndexedPage,
  type SiteContent,
} from '../siteIndex';
import type {ChangelogData} from '../../../changelog/src/types';
import type {SearchIndex} from '../types';

const SOURCES: Record<string, string> = {
  '@site/docs/guide.mdx':
    '---\ntitle: Get Started\n---\n\nIntro.\n\n## Install\n\n```bash\nnpm install @ant-design/plots\n```\n',
  '@site/docs/api/line.mdx': '---\ntitle: Line\n---\n\nA line chart.\n',
  '@site/docs/secret.mdx': 'Unlisted.',
  '@site/pages/plain.mdx': 'Plain page.',
  '@site/pages/react.tsx': '<Layout><h1>React page</h1></Layout>',
  '@site/pages/home.mdx': [
    '---',
    'title: Document title',
    'hero:',
    '  title: Shown title',
    '  description: Hero text.',
    'features:',
    '  - {emoji: x, title: Typed, description: Typed props.}',
    '---',
    '',
    '<HomeHero hero={frontMatter.hero} />',
    '',
    'Body.',
    '',
    '## Installation',
    '',
    'npm i',
  ].join('\n'),
};
const readSource = (aliased: string) => SOURCES[aliased];

/** A doc as the docs plugin loads it (its description is empty when the page has none). */
const doc = (fields: Pick<IndexedDoc, 'title' | 'permalink' | 'source'> & Partial<IndexedDoc>): IndexedDoc => ({
  description: '',
  unlisted: false,
  ...fields,
});

const docs: IndexedDocsContent = {
  loadedVersions: [
    {
      isLast: true,
      docs: [
        doc({title: 'Get Started', permalink: '/guide', source: '@site/docs/guide.mdx', description: 'Install it.'}),
        doc({title: 'Line', permalink: '/api/line', source: '@site/docs/api/line.mdx'}),
        doc({title: 'Secret', permalink: '/secret', source: '@site/docs/secret.mdx', unlisted: true}),
      ],
    },
  ],
};

const release = (version: string, anchor: string, kind: 'fix' | 'feat', item: string, label: 'Beta' | null = null) => ({
  version,
  date: version.startsWith('2') ? '2023-01-02' : '2022-07-26',
  label,
  anchor,
  major: Number(version[0]),
  sections: [{kind, title: kind === 'fix' ? 'Fixes' : 'Features', anchor: `${anchor}-${kind}`, items: [item]}],
});

const changelog: ChangelogData = {
  lists: [
    {
      name: '@ant-design/plots',
      url: 'https://example.org/plots',
      about: 'The documented package.',
      anchorPrefix: '',
      releaseCount: 1,
      notes: {},
      majors: [
        {
          major: 1,
          title: '@ant-design/plots 1.x',
          anchor: '1x',
          releases: [release('1.2.0', '120', 'feat', 'React 18 support')],
        },
      ],
    },
    {
      name: '@opd/g2plot-react',
      url: 'https://example.org/opd',
      about: 'A different package.',
      anchorPrefix: 'g2plot-react-',
      releaseCount: 1,
      notes: {},
      majors: [
        {
          major: 2,
          title: '@opd/g2plot-react 2.x',
          anchor: 'g2plot-react-2x',
          releases: [release('2.0.0-beta.1', 'g2plot-react-200beta1', 'feat', 'new Line options', 'Beta')],
        },
      ],
    },
  ],
};

const NAVBAR = [
  {to: '/guide', label: 'Guide', position: 'left'},
  {to: '/api', label: 'API', position: 'left'},
  {
    type: 'dropdown',
    label: 'More',
    items: [
      {to: '/changelog', label: 'Changelog'},
      {href: 'https://x.org', label: 'Out'},
    ],
  },
  {href: 'https://github.com', 'aria-label': 'GitHub'},
  {type: 'search', position: 'right'},
];

/** The site content the plugin reads, with `fields` replacing the defaults. */
function content(fields: Partial<SiteContent> = {}): SiteContent {
  return {
    docs: undefined,
    pages: undefined,
    changelog: undefined,
    chartDocs: undefined,
    navbarItems: NAVBAR,
    siteTitle: 'Site title',
    changelogPath: '/changelog',
    readSource,
    ...fields,
  };
}

const mdxPage = (permalink: string, source: string, fields: Partial<IndexedPage> = {}): IndexedPage => ({
  type: 'mdx',
  permalink,
  source,
  title: undefined,
  description: undefined,
  unlisted: false,
  ...fields,
});

describe('docs', () => {
  it('reads every listed doc: permalink, title, description and MDX sections', async () => {
    const {routes} = await assembleSearchIndex(content({docs}));
    expect(routes.map((r) => r.path)).toEqual(['/api/line', '/guide']);
    expect(routes[1]).toEqual({
      path: '/guide',
      title: 'Get Started',
      description: 'Install it.',
      sections: [
        {paragraphs: ['Intro.']},
        {heading: {id: 'install', depth: 2, title: 'Install'}, paragraphs: ['npm install @ant-design/plots']},
      ],
    });
  });

  it('indexes only the released version, not the unreleased /next/ copy', async () => {
    const versioned: IndexedDocsContent = {
      loadedVersions: [
        {isLast: false, docs: [doc({title: 'Get Started', permalink: '/next/guide', source: '@site/docs/guide.mdx'})]},
        {isLast: true, docs: [doc({title: 'Get Started', permalink: '/guide', source: '@site/docs/guide.mdx'})]},
      ],
    };
    expect((await assembleSearchIndex(content({docs: versioned}))).routes.map((r) => r.path)).toEqual(['/guide']);
  });

  it('takes the base path off the permalinks (the search box adds it back)', async () => {
    const based: IndexedDocsContent = {
      loadedVersions: [
        {isLast: true, docs: [doc({title: 'G', permalink: '/docs/guide', source: '@site/docs/guide.mdx'})]},
      ],
    };
    const {routes} = await assembleSearchIndex(content({docs: based, baseUrl: '/docs/'}));
    expect(routes.map((r) => r.path)).toEqual(['/guide']);
  });
});

describe('pages', () => {
  it('indexes MDX pages, titled by the site when they have no title, not the not-found page or unlisted ones', async () => {
    const {routes} = await assembleSearchIndex(
      content({
        pages: [
          mdxPage('/plain', '@site/pages/plain.mdx'),
          mdxPage('/404', '@site/pages/plain.mdx'),
          mdxPage('/hidden', '@site/pages/plain.mdx', {unlisted: true}),
        ],
      }),
    );
    expect(routes.map((r) => [r.path, r.title])).toEqual([['/plain', 'Site title']]);
  });

  it('leaves out a React page with a warning naming it (React pages are not read)', async () => {
    const warnings: string[] = [];
    const {routes} = await assembleSearchIndex(
      content({
        pages: [{type: 'jsx', permalink: '/react', source: '@site/pages/react.tsx'}],
        warn: (message) => warnings.push(message),
      }),
    );
    expect(routes).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('@site/pages/react.tsx')]);
  });

  it('leaves out pages under the demo route base (demos shown alone), not pages that only start alike', async () => {
    const {routes} = await assembleSearchIndex(
      content({
        pages: [
          mdxPage('/~demos/line-basic', '@site/pages/plain.mdx'),
          mdxPage('/~demos', '@site/pages/plain.mdx'),
          mdxPage('/~demoset', '@site/pages/plain.mdx'),
        ],
        chartDocs: {charts: [], demos: [], props: {}, routeBasePaths: {chart: '/api', demo: '/~demos'}},
      }),
    );
    expect(routes.map((r) => r.path)).toEqual(['/~demoset']);
  });

  it('names the page by its hero and indexes hero and feature texts first', async () => {
    const page = mdxPage('/home', '@site/pages/home.mdx', {title: 'Document title', description: 'D.'});
    const [route] = (await assembleSearchIndex(content({pages: [page]}))).routes;
    expect(route).toEqual({
      path: '/home',
      title: 'Shown title',
      description: 'D.',
      sections: [
        {paragraphs: ['Hero text.', 'Typed', 'Typed props.', 'Body.']},
        {heading: {id: 'installation', depth: 2, title: 'Installation'}, paragraphs: ['npm i']},
      ],
    });
  });
});

describe('collectChangelogRoute', () => {
  it('makes a heading per package, major and version, named with the package, with the anchors the page renders', () => {
    const route = collectChangelogRoute(changelog, '/changelog');
    expect(route.sections.map((s) => s.heading)).toEqual([
      {id: '1x', depth: 2, title: '@ant-design/plots 1.x'},
      {id: '120', depth: 3, title: '@ant-design/plots 1.2.0'},
      {id: 'g2plot-react', depth: 2, title: '@opd/g2plot-react'},
      {id: 'g2plot-react-2x', depth: 2, title: '@opd/g2plot-react 2.x'},
      {id: 'g2plot-react-200beta1', depth: 3, title: '@opd/g2plot-react 2.0.0-beta.1'},
    ]);
    expect(route.sections[4].paragraphs).toEqual(['2023-01-02 Beta', 'Features: new Line options']);
    expect(route.description).toBe('Release history: 1 versions of @ant-design/plots, then 1 of @opd/g2plot-react.');
  });
});

describe('buildNavSections', () => {
  it('starts with Home and follows the navbar, dropdowns included, internal links only', () => {
    expect(buildNavSections(NAVBAR)).toEqual([
      {title: 'Home', link: '/'},
      {title: 'Guide', link: '/guide'},
      {title: 'API', link: '/api'},
      {title: 'Changelog', link: '/changelog'},
    ]);
  });

  it('names Home in the language of the build (the Chinese index groups its home page under 首页)', () => {
    expect(buildNavSections(NAVBAR, LOCALE_TITLES['zh-CN'].home)[0]).toEqual({title: '首页', link: '/'});
  });
});

describe('assembleSearchIndex', () => {
  const demos = [
    {
      file: 'demos/line/basic.tsx',
      routeId: '/api/line',
      pageLink: '/api/line#demo-line-basic',
      asset: {id: 'line-basic', title: 'Basic line', description: 'Users.', keywords: ['trend'], topics: []},
    },
    {
      file: 'demos/line/step.tsx',
      routeId: '/api/line',
      pageLink: '/api/line?tab=examples#demo-line-step',
      asset: {id: 'line-step', title: 'Step', description: '', keywords: [], topics: []},
    },
    {
      file: 'demos/guide/first.tsx',
      routeId: '/guide',
      pageLink: '/guide#demo-guide-first',
      asset: {id: 'guide-first', title: 'First chart', description: 'Hi.', keywords: [], topics: []},
    },
    {
      file: 'demos/pie/basic.tsx',
      routeId: '/api/pie',
      pageLink: '/api/pie#demo-pie-basic',
      asset: {id: 'pie-basic', title: 'Pie', description: '', keywords: [], topics: []},
    },
  ];
  const warnings: string[] = [];
  let index: SearchIndex;

  beforeAll(async () => {
    index = await assembleSearchIndex(
      content({
        docs,
        pages: [mdxPage('/changelog', '@site/pages/plain.mdx')],
        changelog,
        chartDocs: {
          charts: [
            {slug: 'line', permalink: '/api/line'},
            {slug: 'pie', permalink: '/api/pie'},
          ] as NonNullable<SiteContent['chartDocs']>['charts'],
          demos,
          props: {
            line: {own: [], common: []},
            pie: {own: [], common: []},
          } as unknown as NonNullable<SiteContent['chartDocs']>['props'],
          routeBasePaths: {chart: '/api', demo: '/~demos'},
        },
        warn: (message) => warnings.push(message),
      }),
    );
  });

  it('builds the option rows for the indexed pages only', () => {
    expect(index.options?.pages).toEqual(['/api/line']);
  });

  it('links each demo where the chart-docs plugin placed it', () => {
    expect(index.demos.map((d) => d.link)).toEqual([
      '/api/line#demo-line-basic',
      '/api/line?tab=examples#demo-line-step',
      '/guide#demo-guide-first',
    ]);
    expect(index.demos[0]).toMatchObject({routePath: '/api/line', title: 'Basic line', keywords: ['trend']});
  });

  it('reports a demo whose page is not indexed instead of linking to a 404', () => {
    expect(warnings).toEqual([expect.stringContaining('demos/pie/basic.tsx')]);
  });

  it('keeps one route per path, the later source winning (the changelog plugin over a stub page)', () => {
    expect(index.routes.map((r) => r.path)).toEqual(['/api/line', '/changelog', '/guide']);
    expect(index.routes[1].sections.length).toBe(5);
  });
});
