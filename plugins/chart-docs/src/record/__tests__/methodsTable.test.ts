/**
 * @jest-environment node
 *
 * The API index's methods table against what the engine recorder saw the methods do on every chart:
 * which charts rebuild on `changeData`, what `render()` keeps, what `chartRef` holds, and that each
 * public method of the plot has a row.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {readEngineRecord} from '../readEngineRecord';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
const PAGES = ['docs/api/index.mdx'];

describe.each(PAGES)('the methods table of %s', (page) => {
  const text = fs.readFileSync(path.join(SITE_DIR, page), 'utf8');
  const record = readEngineRecord(SITE_DIR);
  const charts = loadChartRegistry(SITE_DIR);
  const row = (method: string) => text.split('\n').find((line) => line.startsWith(`| \`${method}`)) ?? '';

  it('names exactly the charts whose changeData rebuilds the chart', () => {
    const rebuilding = charts
      .filter((chart) => {
        const changeData = record.charts[chart.slug]!.methods.changeData;
        return 'rebuilds' in changeData && changeData.rebuilds;
      })
      .map((chart) => chart.component)
      .sort();
    const named = [...row('changeData(data)').matchAll(/`([A-Z]\w+)`/g)].map((match) => match[1]).sort();
    expect(named).toEqual(rebuilding);
    expect(rebuilding.length).toBeGreaterThan(0);
  });

  it('says render() drops states and added annotations, as it did on every chart', () => {
    for (const chart of charts) {
      const render = record.charts[chart.slug]!.methods.render;
      // The annotation added was dropped: fewer after render() (a chart's own, Funnel's conversion tags, come back).
      const dropped =
        'statesAfter' in render && render.statesAfter === 0 && render.annotationsAfter < render.annotationsBefore;
      expect({chart: chart.slug, dropped}).toEqual({chart: chart.slug, dropped: true});
      expect('statesBefore' in render && render.statesBefore > 0).toBe(true);
    }
    expect(row('render()')).toMatch(/`setState`.*`addAnnotations` are gone/);
  });

  it('has a row for each public method of the plot', () => {
    const methods = new Set(Object.values(record.charts).flatMap((chart) => chart.methods.methods));
    for (const method of ['setState', 'getStates', 'addAnnotations', 'removeAnnotations', 'on', 'off', 'once']) {
      expect(methods.has(method)).toBe(true);
      expect(text).toMatch(new RegExp(`^\\| [^|]*\`${method}\\(`, 'm'));
    }
  });

  it('says chartRef holds a copy, not the object onReady gets', () => {
    for (const chart of charts) {
      const react = record.charts[chart.slug]!.methods.react;
      if ('skipped' in react) continue;
      expect({chart: chart.slug, same: react.chartRefIsOnReadyObject, chart2: react.chartRefSharesChart}).toEqual({
        chart: chart.slug,
        same: false,
        chart2: true,
      });
    }
    expect(text).toContain('`chartRef` a copy of it');
  });
});
