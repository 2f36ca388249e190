import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadChartRegistry} from '../loadChartRegistry';
import {EXPECTED_CHART_SLUGS} from './__fixtures__/expectedChartSlugs';

const SITE_DIR = path.resolve(__dirname, '../../../..');

function siteWithChartPage(fileName: string, frontMatter: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chart-registry-'));
  fs.mkdirSync(path.join(dir, 'docs/api'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'docs/api/index.mdx'), '# API\n');
  fs.writeFileSync(path.join(dir, 'docs/api', fileName), `---\n${frontMatter}\n---\n\nText.\n`);
  return dir;
}

describe('loadChartRegistry', () => {
  it('has exactly the 35 expected chart slugs, each with a component of @ant-design/plots', () => {
    const charts = loadChartRegistry(SITE_DIR);
    expect(charts.map((c) => c.slug)).toEqual([...EXPECTED_CHART_SLUGS].sort());
    // The package's declaration entry lists its exports; loading the engine itself needs a browser.
    const declarations = fs.readFileSync(require.resolve('@ant-design/plots/es/index.d.ts'), 'utf8');
    const exported = new Set(
      /export \{([^}]*)\}/
        .exec(declarations)?.[1]
        .split(',')
        .map((name) => name.trim()),
    );
    for (const chart of charts) {
      expect(exported).toContain(chart.component);
      expect(chart.title.length).toBeGreaterThan(0);
      expect(chart.description.length).toBeGreaterThan(20);
    }
  });

  it('maps slugs to their component names', () => {
    const bySlug = Object.fromEntries(loadChartRegistry(SITE_DIR).map((c) => [c.slug, c.component]));
    expect(bySlug['ring-progress']).toBe('RingProgress');
    expect(bySlug.mix).toBe('Mix');
    expect(bySlug['word-cloud']).toBe('WordCloud');
  });

  it('names the file and the fix when front matter is invalid', () => {
    const dir = siteWithChartPage(
      'oops.mdx',
      'title: Oops\ndescription: A chart.\nchart:\n  component: Oops\n  category: fancy',
    );
    expect(() => loadChartRegistry(dir)).toThrow(
      /docs\/api\/oops\.mdx: invalid chart front matter: .*category.*Expected title, description and chart/,
    );
  });

  it('rejects a file name that is not a slug', () => {
    const dir = siteWithChartPage(
      'Bad_Name.mdx',
      'title: X\ndescription: Y\nchart:\n  component: Line\n  category: basic',
    );
    expect(() => loadChartRegistry(dir)).toThrow(/Bad_Name\.mdx: the file name must be a lower-case/);
  });
});
