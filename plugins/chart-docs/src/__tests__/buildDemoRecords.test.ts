import {buildDemoRecords, routeOfGroup, summarizeDemo} from '../buildDemoRecords';
import {DEFAULT_OPTIONS} from '../options';
import type {ChartEntry} from '../loadChartRegistry';
import type {ScannedDemo} from '../scanDemos';

const line: ChartEntry = {
  slug: 'line',
  component: 'Line',
  title: 'Line',
  description: 'A line chart.',
  category: 'basic',
  source: 'docs/api/line.mdx',
};

function demo(group: string, name: string): ScannedDemo {
  const id = `${group}-${name}`;
  return {
    id,
    group,
    order: 1,
    height: 320,
    file: `/site/demos/${group}/${name}.tsx`,
    relativePath: `demos/${group}/${name}.tsx`,
    source: "import {Line} from '@ant-design/plots';\nexport default function Demo() { return null; }\n",
    asset: {id, title: `Title ${id}`, description: 'Shows data.', keywords: ['trend'], topics: []},
  };
}

const deps = {'@ant-design/plots': '1.2.5', react: '18.3.1', 'react-dom': '18.3.1'};

describe('buildDemoRecords', () => {
  it('puts chart demos on their chart page and guide demos on the guide', () => {
    const {demos, charts} = buildDemoRecords(
      [line],
      [demo('line', 'basic'), demo('guide', 'intro')],
      deps,
      DEFAULT_OPTIONS,
    );
    expect(demos.map((d) => [d.id, d.routeId])).toEqual([
      ['line-basic', '/api/line'],
      ['guide-intro', '/guide'],
    ]);
    expect(charts).toEqual([expect.objectContaining({slug: 'line', permalink: '/api/line'})]);
  });

  it('carries source, context and render options for sandboxes and the live editor', () => {
    const [record] = buildDemoRecords([line], [demo('line', 'basic')], deps, DEFAULT_OPTIONS).demos;
    expect(record.source).toContain('@ant-design/plots');
    expect(record.file).toBe('demos/line/basic.tsx');
    expect(record.context.dependencies).toEqual(deps);
    expect(record.renderOpts).toEqual({height: 320, reactVersion: '18.3.1'});
    expect(summarizeDemo(record)).toEqual({
      id: 'line-basic',
      group: 'line',
      title: 'Title line-basic',
      description: 'Shows data.',
      height: 320,
      routeId: '/api/line',
      pageLink: '/api/line#demo-line-basic',
      standalonePath: '/~demos/line-basic',
      preview: null,
      socialCard: null,
    });
  });

  it('gives copies and sandboxes the code without the header comment', () => {
    const withHeader = {
      ...demo('line', 'basic'),
      source:
        "/**\n * title: Sales\n * keywords: trend\n */\n/** Kept: the code's own comment. */\nimport {Line} from '@ant-design/plots';\n",
    };
    const [record] = buildDemoRecords([line], [withHeader], deps, DEFAULT_OPTIONS).demos;
    expect(record.source).toBe("/** Kept: the code's own comment. */\nimport {Line} from '@ant-design/plots';\n");
  });

  it("links a chart's other demos to its Examples tab, and guide demos inline", () => {
    const records = buildDemoRecords(
      [line],
      [demo('guide', 'a'), demo('guide', 'b'), demo('line', 'basic'), demo('line', 'multi')],
      deps,
      DEFAULT_OPTIONS,
    ).demos;
    expect(records.map((d) => d.pageLink)).toEqual([
      '/guide#demo-guide-a',
      '/guide#demo-guide-b',
      '/api/line#demo-line-basic',
      '/api/line?tab=examples#demo-line-multi',
    ]);
  });

  it('gives each demo its standalone page under the demo route base', () => {
    const [record] = buildDemoRecords([line], [demo('line', 'basic')], deps, {
      ...DEFAULT_OPTIONS,
      demoRouteBasePath: '/examples',
    }).demos;
    expect(record.standalonePath).toBe('/examples/line-basic');
  });

  it('refuses a demo folder that is neither a chart nor a page, naming the file', () => {
    expect(() => buildDemoRecords([line], [demo('lnie', 'basic')], deps, DEFAULT_OPTIONS)).toThrow(
      /demos\/lnie\/basic\.tsx: the folder "lnie" is neither a chart slug/,
    );
  });

  it('resolves group routes from the options', () => {
    const slugs = new Set(['line']);
    expect(routeOfGroup('line', slugs, DEFAULT_OPTIONS)).toBe('/api/line');
    expect(routeOfGroup('guide', slugs, DEFAULT_OPTIONS)).toBe('/guide');
    expect(routeOfGroup('home', slugs, {...DEFAULT_OPTIONS, groupRoutes: {home: '/'}})).toBe('/');
    expect(routeOfGroup('nowhere', slugs, DEFAULT_OPTIONS)).toBeNull();
  });
});
