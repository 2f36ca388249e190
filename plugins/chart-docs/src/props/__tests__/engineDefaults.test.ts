/**
 * @jest-environment node
 *
 * The Default column against the engine itself: the generator reads every
 * chart's defaults from G2Plot again (in Node with jsdom; Jest's module loader
 * cannot load the engine's ES-module dependencies), so the committed
 * engineDefaults.json cannot go stale, and every shown default is checked.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {extractAllChartProps} from '../extractChartProps';
import {
  applyEngineDefaults,
  engineLeavesOf,
  indexRows,
  isOffered,
  readEngineDefaults,
  type EngineDefaults,
  type EngineLeaf,
} from '../applyEngineDefaults';
import type {ChartPropsTable} from '../types';

const SITE_DIR = path.resolve(__dirname, '../../../../..');

/** What a row shows for one engine leaf: its own default, or the field in its ancestor's nested object. */
function shownValue(table: ChartPropsTable, leaf: EngineLeaf): string | undefined {
  const index = indexRows(table);
  const segments = leaf.path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const row = index.get(segments.slice(0, length).join('.'));
    if (!row) continue;
    const shown = row.engineDefault;
    if (!shown) return undefined;
    if (length === segments.length) return shown.function ? JSON.stringify({$function: shown.value}) : shown.value;
    if (!shown.nested) return undefined;
    const inner = segments
      .slice(length)
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], JSON.parse(shown.value));
    return inner === undefined ? undefined : JSON.stringify(inner);
  }
  return undefined;
}

describe('engine defaults', () => {
  let tables: Record<string, ChartPropsTable>;
  let live: EngineDefaults;
  let unshown: Record<string, string[]>;

  beforeAll(() => {
    const charts = loadChartRegistry(SITE_DIR);
    const printed = execFileSync(
      process.execPath,
      [path.join(SITE_DIR, 'scripts/engine-defaults/run.mjs'), '--print'],
      {
        encoding: 'utf8',
      },
    );
    live = JSON.parse(printed) as EngineDefaults;
    ({tables, unshown} = applyEngineDefaults(extractAllChartProps(SITE_DIR, charts), readEngineDefaults(SITE_DIR)));
  });

  it('engineDefaults.json is what the installed engine says (else run `npm run engine-defaults`)', () => {
    expect(readEngineDefaults(SITE_DIR)).toEqual(live);
  });

  it('shows >= 95% of each chart’s engine defaults for the options the typings offer, all equal', () => {
    expect(Object.keys(tables)).toHaveLength(35);
    const report: string[] = [];
    const figures: string[] = [];
    for (const table of Object.values(tables)) {
      const index = indexRows(table);
      const offered = engineLeavesOf(table.component, live).filter((leaf) => isOffered(index, leaf));
      const wrong = offered.filter((leaf) => shownValue(table, leaf) !== JSON.stringify(leaf.value));
      const share = (offered.length - wrong.length) / offered.length;
      if (share < 0.95) report.push(`${table.chart}: ${wrong.map((leaf) => leaf.path).join(', ')}`);
      const own = offered.filter((leaf) => leaf.source === 'options');
      const ownShown = own.filter((leaf) => !wrong.includes(leaf)).length;
      figures.push(
        `${table.chart} ${offered.length - wrong.length}/${offered.length} (getDefaultOptions ${ownShown}/${own.length})`,
      );
    }
    if (process.env.ENGINE_DEFAULTS_FIGURES) console.log(figures.join('\n'));
    expect(report).toEqual([]);
  });

  it('fixes the defaults the typings had wrong', () => {
    const row = (chart: string, rowPath: string) => indexRows(tables[chart]!).get(rowPath)?.engineDefault;
    expect(row('sankey', 'nodePaddingRatio')).toMatchObject({value: '0.01', typings: '0.03'});
    expect(row('stock', 'tooltip.crosshairs.follow')).toMatchObject({value: 'true', typings: 'false'});
    expect(row('line', 'tooltip.showDelay')).toMatchObject({value: '16', source: 'code'});
    expect(row('line', 'legend.position')).toMatchObject({value: '"top-left"', source: 'options'});
    expect(row('column', 'autoFit')).toMatchObject({value: 'true', source: 'code'});
    expect(row('line', 'xAxis.label.style.fontSize')).toMatchObject({value: '12', source: 'theme'});
  });

  it('names the engine defaults no row shows, for the build warning', () => {
    for (const [chart, paths] of Object.entries(unshown)) {
      const index = indexRows(tables[chart]!);
      for (const leafPath of paths) expect(index.has(leafPath.split('.')[0] ?? '')).toBe(false);
    }
  });
});
