/**
 * @jest-environment node
 *
 * What the chart pages show against what the engine recorder saw, for all 35 charts: no row for an
 * option the chart never reads, every callback row's parameters as the engine passed them (each one
 * explained, no text for one it does not pass), every shown default as drawn or drawn the same when set,
 * and every listed event as recorded.
 */
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {buildPropsTables} from '../../props/buildPropsTables';
import {readCallbackDescriptions} from '../../props/applyCallbackDescriptions';
import {walkPropRows} from '../../propsRows/walkPropRows';
import {propPathSuffixes} from '../../propsRows/propPath';
import {readEngineRecord} from '../readEngineRecord';
import {eventNames, recordedEventGroups} from '../recordedEvents';
import {isIgnoredOption} from '../types';
import {contradicts, declaredDefault, holdsOnlyWith} from '../applyCheckedDefaults';

const SITE_DIR = path.resolve(__dirname, '../../../../..');

jest.setTimeout(120_000);

describe('chart pages show what the engine did', () => {
  const record = readEngineRecord(SITE_DIR);
  const charts = loadChartRegistry(SITE_DIR);
  const {tables, ignored} = buildPropsTables(SITE_DIR, charts, record);
  const rowsOf = (slug: string) => [...walkPropRows([...tables[slug]!.own, ...tables[slug]!.common])];

  it('offers no option a chart never reads, and lists those apart', () => {
    const offered: string[] = [];
    for (const chart of charts) {
      for (const {path: rowPath} of rowsOf(chart.slug)) {
        if (!rowPath.includes('.') && isIgnoredOption(record.charts[chart.slug]!.applicability.options[rowPath])) {
          offered.push(`${chart.slug}: ${rowPath}`);
        }
      }
    }
    expect(offered).toEqual([]);
    const names = (slug: string) => (ignored[slug] ?? []).map((row) => row.name);
    expect(names('pie')).toEqual(expect.arrayContaining(['xAxis', 'yAxis', 'slider']));
    expect(names('sankey')).toEqual(expect.arrayContaining(['legend', 'pattern']));
    expect(names('line')).toContain('pattern');
    expect(names('radar')).toContain('pattern');
    // G2Plot creates every chart with `localRefresh: false` whatever the option says.
    for (const chart of charts) expect(names(chart.slug)).toContain('localRefresh');
    // And what a chart draws stays: a column chart reads its axes.
    expect(names('column')).not.toContain('xAxis');
  });

  it('finds what a chart reads without its other demos', () => {
    // The basic demo, the recorder's modes (probes.cjs VARIANTS) and the probe values reach every option
    // any demo reads: adding or removing a demo changes no page.
    const onlyInDemos = charts.flatMap((chart) =>
      Object.entries(record.charts[chart.slug]!.applicability.options)
        .filter(([, option]) => option.onlyInDemos)
        .map(([name]) => `${chart.slug}: ${name}`),
    );
    expect(onlyInDemos).toEqual([]);
  });

  it("lists each callback's parameters as the engine passed them", () => {
    const wrong: string[] = [];
    let called = 0;
    for (const chart of charts) {
      for (const {row, path: rowPath} of rowsOf(chart.slug)) {
        const recorded = record.charts[chart.slug]!.callbacks[rowPath];
        if (!row.callback || !recorded || !('called' in recorded) || !recorded.called) continue;
        called += 1;
        // A rest parameter (`...args`) takes the arguments from its position on.
        const params = row.callback.params;
        const rest = params[params.length - 1]?.rest === true;
        if (rest ? params.length > recorded.argc : params.length !== recorded.argc) {
          wrong.push(`${chart.slug} ${rowPath}: ${row.callback.params.length} shown, ${recorded.argc} passed`);
        }
        if (row.callback.params.some((param) => !param.observed)) wrong.push(`${chart.slug} ${rowPath}: no shape`);
      }
    }
    expect(wrong).toEqual([]);
    expect(called).toBeGreaterThan(500);
  });

  it('explains every parameter the engine passes', () => {
    const unexplained: string[] = [];
    for (const chart of charts) {
      for (const {row, path: rowPath} of rowsOf(chart.slug)) {
        if (row.callback?.recorded?.status !== 'called') continue;
        for (const param of row.callback.params) {
          if (!param.description) unexplained.push(`${chart.slug}:${rowPath}(${param.name}): ${param.observed ?? ''}`);
        }
      }
    }
    // Write each in plugins/chart-docs/propsI18n/callbacks.en.json, from the shape the recording shows.
    expect(unexplained).toEqual([]);
  });

  it('has a text for a callback parameter only where the engine passes it', () => {
    const descriptions = readCallbackDescriptions(SITE_DIR);
    // `path(param)` keys (chart-scoped or by path suffix) whose every called callback lacks that parameter.
    const stale: string[] = [];
    for (const key of Object.keys(descriptions)) {
      const match = /^(?:([\w-]+):)?([\w.*-]+)\((\w+)\)$/.exec(key);
      if (!match || match[2] === '*') continue;
      const [, scope, keyPath, param] = match;
      let seen = 0;
      let passed = 0;
      for (const chart of charts) {
        if (scope && scope !== chart.slug) continue;
        for (const {row, path: rowPath} of rowsOf(chart.slug)) {
          if (!row.callback?.recorded || row.callback.recorded.status !== 'called') continue;
          if (!propPathSuffixes(rowPath).includes(keyPath!) && rowPath !== keyPath) continue;
          seen += 1;
          if (row.callback.params.some((candidate) => candidate.name === param)) passed += 1;
        }
      }
      if (seen > 0 && passed === 0) stale.push(key);
    }
    expect(stale).toEqual([]);
  });

  it('shows a default only where the drawing bears it out', () => {
    const unchecked: string[] = [];
    const contradicted: string[] = [];
    let shown = 0;
    for (const chart of charts) {
      const checks = record.charts[chart.slug]!.defaults ?? {};
      for (const {row, path: rowPath} of rowsOf(chart.slug)) {
        // Read back from the drawn chart: a recording by construction.
        if (row.engineDefault?.source === 'drawn') {
          shown += 1;
          continue;
        }
        const declared = declaredDefault(row);
        if (declared === undefined) continue;
        shown += 1;
        const check = checks[rowPath];
        if (!check || check.shown !== declared) unchecked.push(`${chart.slug}: ${rowPath} = ${declared}`);
        else if (contradicts(check)) contradicted.push(`${chart.slug}: ${rowPath} = ${declared} (${check.drawn})`);
      }
    }
    // Unchecked: the declared defaults changed since the recording; run `npm run engine-record`.
    expect(unchecked).toEqual([]);
    expect(contradicted).toEqual([]);
    expect(shown).toBeGreaterThan(1000);
  });

  it("shows DualAxes' left and right axes each as drawn", () => {
    const rows = new Map(rowsOf('dual-axes').map(({row, path: rowPath}) => [rowPath, row]));
    // The theme hides both axes' lines; turned on, each is drawn in G2's axis colour.
    const line = rows.get('yAxis.line.style')!.engineDefault!;
    expect(JSON.parse(line.value)).toMatchObject({stroke: '#416180'});
    expect(line.condition).toContain('left/right');
    // The right axis draws no grid of its own.
    expect(rows.get('yAxis.grid')!.engineDefault!.condition).toContain('`null` on the right axis');
    // The theme's generic axis colour is not what these axes draw.
    expect(rows.get('yAxis.line.style.stroke')!.engineDefault).toBeUndefined();
  });

  it("says under which pattern types a pattern's cfg default holds", () => {
    let checked = 0;
    for (const chart of charts) {
      const checks = record.charts[chart.slug]!.defaults ?? {};
      for (const {row, path: rowPath} of rowsOf(chart.slug)) {
        const check = checks[rowPath];
        if (!rowPath.startsWith('pattern.cfg.') || !check?.by) continue;
        checked += 1;
        // Each pattern type (dot, line, square) has its own tile: a default holds only where it draws the same.
        expect(Object.keys(check.by).sort()).toEqual(['dot', 'line', 'square']);
        const only = holdsOnlyWith(check);
        if (only) expect(row.engineDefault?.condition).toContain('`pattern.type`');
        // Where no type draws it the same, the row shows no default.
        if (!Object.values(check.by).includes('same') && Object.values(check.by).includes('differs')) {
          expect(declaredDefault(row)).toBeUndefined();
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('calls every callback with a return value it can draw with', () => {
    const throwing = charts.flatMap((chart) =>
      Object.entries(record.charts[chart.slug]!.callbacks)
        .filter(([, recorded]) => 'throws' in recorded)
        .map(([callbackPath]) => `${chart.slug}: ${callbackPath}`),
    );
    expect(throwing).toEqual([]);
  });

  it('lists every recorded event, on the listener it reaches', () => {
    for (const chart of charts) {
      const groups = recordedEventGroups(record.charts[chart.slug]!);
      const events = record.charts[chart.slug]!.events.events;
      expect(groups.flatMap((group) => eventNames(group)).sort()).toEqual(
        events
          .filter((event) => event.plot)
          .map((event) => event.name)
          .sort(),
      );
      expect(groups.flatMap((group) => group.chartOnly).sort()).toEqual(
        events
          .filter((event) => !event.plot)
          .map((event) => event.name)
          .sort(),
      );
      // G2 emits these without an event object, so G2Plot's forwarding (`if (e?.type)`) drops them.
      const onPlot = new Set(groups.flatMap((group) => eventNames(group)));
      for (const name of ['beforepaint', 'afterpaint', 'afterchangesize', 'beforedestroy']) {
        expect(onPlot.has(name)).toBe(false);
      }
    }
  });
});
