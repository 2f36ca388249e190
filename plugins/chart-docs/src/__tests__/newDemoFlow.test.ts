import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import chartDocsPlugin from '..';
import {DEFAULT_OPTIONS, type PluginOptions} from '../options';
import type {ChartDocsContent} from '../types';
import type {ExamplesGalleryData} from '../gallery/types';
import {collectDemoEntries} from '../../../search/src/siteIndex';

const SITE_DIR = path.resolve(__dirname, '../../../..');

/**
 * The contributor promise: dropping one demo file into demos/{chart}/ puts it
 * on the chart page, in the gallery, in search and on its own route, with no other edit.
 */
describe('a new demo file', () => {
  let siteDir: string;

  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-demo-'));
    fs.mkdirSync(path.join(siteDir, 'docs/api'), {recursive: true});
    fs.copyFileSync(path.join(SITE_DIR, 'docs/api/line.mdx'), path.join(siteDir, 'docs/api/line.mdx'));
    fs.writeFileSync(path.join(siteDir, 'docs/api/index.mdx'), '# API\n');
    fs.mkdirSync(path.join(siteDir, 'demos/line'), {recursive: true});
    fs.copyFileSync(path.join(SITE_DIR, 'demos/line/basic.tsx'), path.join(siteDir, 'demos/line/basic.tsx'));
    fs.writeFileSync(
      path.join(siteDir, 'demos/line/fixture-sparkline.tsx'),
      [
        '/**',
        ' * title: Fixture sparkline',
        ' * description: Weekly sign-ups, drawn as a thin line.',
        ' * keywords: fixture, weekly',
        ' */',
        "import React from 'react';",
        "import {Line} from '@ant-design/plots';",
        '',
        'export default function Demo() {',
        '  return <Line data={[{week: \'W1\', n: 3}, {week: \'W2\', n: 5}]} xField="week" yField="n" />;',
        '}',
        '',
      ].join('\n'),
    );
    fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(siteDir, 'node_modules'));
  });

  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('gets a standalone route, a registry entry on its chart page, a gallery card and a search entry', async () => {
    const options: PluginOptions = {
      ...DEFAULT_OPTIONS,
      propsTables: false,
    };
    const plugin = await chartDocsPlugin({siteDir, baseUrl: '/', i18n: {currentLocale: 'en'}} as LoadContext, options);
    if (!plugin?.loadContent || !plugin.contentLoaded) throw new Error('chart-docs plugin lost its lifecycle');
    const content = await plugin.loadContent();

    const routes: RouteConfig[] = [];
    const data = new Map<string, string>();
    const actions = {
      addRoute: (route: RouteConfig) => routes.push(route),
      createData: async (name: string, value: string) => {
        data.set(name, value);
        // Where Docusaurus writes it: an absolute path, which the route must not carry into the bundle.
        return path.join(siteDir, '.docusaurus', 'chart-docs', name);
      },
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded({content, actions, allContent: {}} as unknown as Parameters<
      NonNullable<typeof plugin.contentLoaded>
    >[0]);

    expect(routes).toContainEqual(
      expect.objectContaining({path: '/~demos/line-fixture-sparkline', component: '@theme/StandaloneDemo'}),
    );
    const registry = data.get('registry.js') ?? '';
    expect(registry).toContain('"line-fixture-sparkline"');
    expect(registry).toContain('import("@site/demos/line/fixture-sparkline.tsx")');
    const record = JSON.parse(data.get('demo-line-fixture-sparkline.json') ?? '{}') as {
      routeId: string;
      pageLink: string;
      standalonePath: string;
    };
    expect(record.routeId).toBe('/api/line');
    expect(record.pageLink).toBe('/api/line?tab=examples#demo-line-fixture-sparkline');
    expect(record.standalonePath).toBe('/~demos/line-fixture-sparkline');

    expect(routes).toContainEqual(
      expect.objectContaining({
        path: '/examples',
        component: '@theme/ExamplesPage',
        modules: {gallery: '@site/.docusaurus/chart-docs/examples-gallery.json'},
      }),
    );
    const gallery = JSON.parse(data.get('examples-gallery.json') ?? '{}') as ExamplesGalleryData;
    expect(gallery.sections.flatMap((section) => section.demos)).toContainEqual(
      expect.objectContaining({
        id: 'line-fixture-sparkline',
        chart: {slug: 'line', title: 'Line', component: 'Line'},
        link: '/api/line?tab=examples#demo-line-fixture-sparkline',
      }),
    );

    const searchDemos = collectDemoEntries((content as ChartDocsContent).demos, new Set(['/api/line']));
    expect(searchDemos).toContainEqual(
      expect.objectContaining({
        id: 'line-fixture-sparkline',
        title: 'Fixture sparkline',
        link: '/api/line?tab=examples#demo-line-fixture-sparkline',
      }),
    );
  });
});
