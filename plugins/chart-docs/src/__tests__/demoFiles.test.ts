/**
 * @jest-environment node
 */
import path from 'node:path';
import {scanDemos, type ScannedDemo} from '../scanDemos';
import {descriptionFormatError} from '../demoDescription';
import {EXPECTED_CHART_SLUGS} from './__fixtures__/expectedChartSlugs';

const SITE_DIR = path.resolve(__dirname, '../../../..');

const CHART_SLUGS = EXPECTED_CHART_SLUGS;

/**
 * At least as many demos per chart as the engine's own gallery has (G2Plot
 * 2.4.35's site/examples, counted per chart), so a visitor finds the variant
 * closest to their case here.
 */
const MIN_DEMOS: Record<string, number> = {
  column: 25,
  'dual-axes': 20,
  line: 20,
  bar: 17,
  gauge: 12,
  venn: 11,
  funnel: 10,
  sunburst: 10,
  mix: 10,
  area: 9,
  pie: 9,
  scatter: 9,
  'radial-bar': 8,
  stock: 8,
  facet: 8,
  rose: 8,
  heatmap: 7,
  radar: 7,
  'word-cloud': 7,
  liquid: 7,
  box: 6,
  bullet: 5,
  sankey: 5,
  'circle-packing': 5,
  'bidirectional-bar': 4,
  violin: 4,
  waterfall: 4,
  'tiny-area': 4,
  histogram: 3,
  treemap: 3,
  'tiny-column': 3,
  chord: 2,
  progress: 2,
  'ring-progress': 2,
  'tiny-line': 2,
};

const MIN_DEMOS_IN_ALL = 360;

const GUIDE_DEMO_IDS = ['guide-basic-render', 'guide-update-data', 'guide-update-config'];

const ALLOWED_IMPORTS = new Set(['react', '@ant-design/plots']);

describe('demo files', () => {
  let demos: ScannedDemo[];

  beforeAll(() => {
    demos = scanDemos(SITE_DIR);
  });

  const inGroup = (group: string) => demos.filter((demo) => demo.group === group);

  it('finds demos', () => {
    expect(demos.length).toBeGreaterThanOrEqual(CHART_SLUGS.length + GUIDE_DEMO_IDS.length);
  });

  it.each(CHART_SLUGS)('has at least one demo for %s', (slug) => {
    expect(inGroup(slug).length).toBeGreaterThanOrEqual(1);
  });

  it('has at least as many demos for every chart as the engine’s gallery', () => {
    expect(Object.keys(MIN_DEMOS).sort()).toEqual([...CHART_SLUGS].sort());
    const short = Object.entries(MIN_DEMOS)
      .map(([slug, min]) => [slug, inGroup(slug).length, min] as const)
      .filter(([, count, min]) => count < min);
    expect(short).toEqual([]);
  });

  it(`has at least ${MIN_DEMOS_IN_ALL} demos, each on at least one gallery topic`, () => {
    expect(demos.length).toBeGreaterThanOrEqual(MIN_DEMOS_IN_ALL);
    // The gallery's topic filter and grouping are how people browse by task: no demo is out of them.
    expect(demos.filter((demo) => demo.asset.topics.length === 0).map((demo) => demo.id)).toEqual([]);
  });

  it('has the three guide demos', () => {
    const ids = inGroup('guide').map((demo) => demo.id);
    expect(ids).toEqual(expect.arrayContaining(GUIDE_DEMO_IDS));
  });

  it('puts every demo in a chart group or the guide', () => {
    const groups = new Set([...CHART_SLUGS, 'guide']);
    for (const demo of demos) {
      expect({id: demo.id, known: groups.has(demo.group)}).toEqual({id: demo.id, known: true});
    }
  });

  it('gives every demo an id, a title, a description and a paste-able source', () => {
    for (const demo of demos) {
      const where = demo.relativePath;
      expect([where, demo.id]).toEqual([where, `${demo.group}-${path.basename(demo.file, '.tsx')}`]);
      expect(demo.asset.id).toBe(demo.id);
      expect([where, demo.asset.title.trim().length > 0]).toEqual([where, true]);
      expect([where, demo.asset.description.trim().length > 0]).toEqual([where, true]);
      // Option names between backticks are shown as code; nothing else of Markdown is read.
      expect([where, descriptionFormatError(demo.asset.description)]).toEqual([where, undefined]);
      expect([where, demo.source.trim().length > 0]).toEqual([where, true]);
      expect([where, /from\s+['"]@ant-design\/plots['"]/.test(demo.source)]).toEqual([where, true]);
      expect([where, /export\s+default\s+/.test(demo.source)]).toEqual([where, true]);
    }
  });

  it('only imports from react and @ant-design/plots', () => {
    for (const demo of demos) {
      const modules = [...demo.source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
      const foreign = modules.filter((name) => !ALLOWED_IMPORTS.has(name));
      expect([demo.relativePath, foreign]).toEqual([demo.relativePath, []]);
    }
  });

  it('keeps the data deterministic and offline', () => {
    for (const demo of demos) {
      const offending = ['Math.random', 'fetch(', 'XMLHttpRequest', 'new Date()', 'Date.now'].filter((token) =>
        demo.source.includes(token),
      );
      expect([demo.relativePath, offending]).toEqual([demo.relativePath, []]);
    }
  });

  it('names in its description only figures its code holds', () => {
    // A figure in the description ("300 ms", "10,000 points", "2024") must be written somewhere in the code
    // (as 300, 10000, 10_000 or 10,000), or the description likely says what the data does not show.
    for (const demo of demos) {
      const code = demo.source.replace(/^\s*\/\*\*[\s\S]*?\*\//, '').replace(/(?<=\d)[_,](?=\d{3})/g, '');
      const figures = [...demo.asset.description.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ''));
      const missing = figures.filter((figure) => !code.includes(figure));
      expect([demo.relativePath, missing]).toEqual([demo.relativePath, []]);
    }
  });

  it('gives every demo its own title', () => {
    const byTitle = new Map<string, string[]>();
    for (const demo of demos) {
      byTitle.set(demo.asset.title, [...(byTitle.get(demo.asset.title) ?? []), demo.relativePath]);
    }
    expect([...byTitle].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('uses unique, URL-safe ids', () => {
    const ids = demos.map((demo) => demo.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(encodeURIComponent(id)).toBe(id);
    }
  });

  it('gives every demo a sensible chart height', () => {
    for (const demo of demos) {
      expect(Number.isInteger(demo.height)).toBe(true);
      expect(demo.height).toBeGreaterThanOrEqual(40);
      expect(demo.height).toBeLessThanOrEqual(1200);
    }
  });

  it('marks at most one main demo (order 1) per group', () => {
    for (const slug of [...CHART_SLUGS, 'guide']) {
      const main = inGroup(slug).filter((demo) => demo.order === 1);
      expect([slug, main.length <= 1]).toEqual([slug, true]);
    }
  });
});
