import {renderRegistryModule} from '../renderRegistryModule';

describe('renderRegistryModule', () => {
  const source = renderRegistryModule({
    charts: [
      {
        slug: 'line',
        component: 'Line',
        title: 'Line',
        description: 'd',
        category: 'basic',
        permalink: '/api/line',
        events: [{id: 'plot', part: 'The plot', names: ['plot:click'], sets: [], chartOnly: [], data: 'd'}],
      },
    ],
    demos: [
      {
        summary: {
          id: 'line-basic',
          group: 'line',
          title: 'Basic "quoted"',
          description: 'd',
          height: 400,
          routeId: '/api/line',
          pageLink: '/api/line#demo-line-basic',
          standalonePath: '/~demos/line-basic',
          preview: null,
          socialCard: null,
        },
        componentPath: '@site/demos/line/basic.tsx',
        dataPath: '/tmp/.docusaurus/chart-docs/default/demo-line-basic.json',
      },
    ],
    propsPaths: {
      line: {
        head: '/tmp/.docusaurus/chart-docs/default/props-line.json',
        common: '/tmp/.docusaurus/chart-docs/default/props-common-abc.json',
      },
    },
    eventsPaths: {line: '/tmp/.docusaurus/chart-docs/default/events-line.json'},
  });

  it('keeps demo code, demo data and props tables behind dynamic imports', () => {
    expect(source).toContain('loadComponent: () => import("@site/demos/line/basic.tsx")');
    expect(source).toContain('loadData: () => import("/tmp/.docusaurus/chart-docs/default/demo-line-basic.json")');
    expect(source).toContain('load: () => import("/tmp/.docusaurus/chart-docs/default/props-line.json")');
    expect(source).toContain('loadCommon: () => import("/tmp/.docusaurus/chart-docs/default/props-common-abc.json")');
    expect(source).not.toMatch(/^import /m);
  });

  it("leaves each chart's events to a file of its own, which only its page imports", () => {
    expect(source).toContain('"line": () => import("/tmp/.docusaurus/chart-docs/default/events-line.json")');
    expect(source).not.toContain('plot:click');
  });

  it('is a module whose data survives quoting', () => {
    const exportsOf = (code: string): Record<string, unknown> => {
      const commonJs = code.replace(/export const (\w+) =/g, 'exports.$1 =').replace(/import\(/g, 'Promise.resolve(');
      const exported: Record<string, unknown> = {};
      new Function('exports', commonJs)(exported);
      return exported;
    };
    const registry = exportsOf(source) as {
      demos: Record<string, {title: string; height: number; standalonePath: string}>;
      charts: Array<Record<string, unknown>>;
      events: Record<string, unknown>;
    };
    expect(registry.demos['line-basic'].title).toBe('Basic "quoted"');
    expect(registry.demos['line-basic'].height).toBe(400);
    expect(registry.demos['line-basic'].standalonePath).toBe('/~demos/line-basic');
    expect(registry.charts).toHaveLength(1);
    expect(registry.charts[0]).not.toHaveProperty('events');
    expect(Object.keys(registry.events)).toEqual(['line']);
  });
});
