import fs from 'node:fs';
import path from 'node:path';
import {buildSourcePage} from '../buildPages';
import {walkPropRows} from '../../../chart-docs/src/propsRows/walkPropRows';
import {readEngineRecord} from '../../../chart-docs/src/record/readEngineRecord';
import {SITE_DIR, loadSiteChartContent} from './site/loadSiteChartContent';

jest.setTimeout(180_000);

/**
 * Every chart page's Markdown twin against the engine recording (`npm run engine-record`): each
 * function-typed row names the parameters the engine passed, the Events section lists exactly the
 * recorded events, and no row offers an option the chart ignores.
 */
describe('chart twins say what the engine recorder saw', () => {
  const content = loadSiteChartContent();
  const record = readEngineRecord(SITE_DIR);
  const pages = new Map<string, string>();

  beforeAll(async () => {
    for (const chart of content.charts) {
      const file = path.join(SITE_DIR, 'docs/api', `${chart.slug}.mdx`);
      const page = await buildSourcePage(
        {
          path: `/api/${chart.slug}`,
          title: chart.title,
          description: chart.description,
          source: fs.readFileSync(file, 'utf8'),
          section: 'Charts',
        },
        content,
      );
      pages.set(chart.slug, page.markdown);
    }
  });

  it("names each callback's parameters in its row", () => {
    const missing: string[] = [];
    let rows = 0;
    for (const chart of content.charts) {
      const markdown = pages.get(chart.slug)!;
      const table = content.props[chart.slug]!;
      for (const {row, path: rowPath} of walkPropRows([...table.own, ...table.common])) {
        if (!row.callback) continue;
        rows += 1;
        const line = markdown.split('\n').find((candidate) => candidate.startsWith(`| \`${rowPath}\``));
        const names = row.callback.params.map((param) => `${param.rest ? '...' : ''}${param.name}`).join(', ');
        if (!line?.includes(`Callback \`(${names})\``)) missing.push(`${chart.slug} ${rowPath} (${names})`);
        const recorded = record.charts[chart.slug]!.callbacks[rowPath];
        const params = row.callback.params;
        const rest = params[params.length - 1]?.rest === true;
        const shown = rest ? params.length <= (recorded && 'argc' in recorded ? recorded.argc : 0) : false;
        if (recorded && 'called' in recorded && recorded.called && !shown && recorded.argc !== params.length) {
          missing.push(`${chart.slug} ${rowPath}: ${recorded.argc} passed, ${row.callback.params.length} named`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(rows).toBeGreaterThan(2000);
  });

  it('lists exactly the recorded events, and no lifecycle event G2Plot does not forward as a plot event', () => {
    for (const chart of content.charts) {
      const markdown = pages.get(chart.slug)!;
      const section = markdown.slice(markdown.indexOf('## Events'));
      const rows = section
        .split('\n')
        .filter((line) => line.startsWith('| ') && !line.startsWith('| Emitted') && !line.startsWith('| ---'));
      const onPlot = new Set<string>();
      const onChart = new Set<string>();
      for (const line of rows) {
        const cell = line.split(' | ')[1] ?? '';
        const [plotPart, chartPart = ''] = cell.split('only on `plot.chart`:');
        for (const match of plotPart!.matchAll(/`([^`]+)`/g)) onPlot.add(match[1]!);
        for (const match of chartPart.matchAll(/`([^`]+)`/g)) onChart.add(match[1]!);
      }
      const events = record.charts[chart.slug]!.events.events;
      expect({chart: chart.slug, plot: [...onPlot].sort()}).toEqual({
        chart: chart.slug,
        plot: events
          .filter((event) => event.plot)
          .map((event) => event.name)
          .sort(),
      });
      expect([...onChart].sort()).toEqual(
        events
          .filter((event) => !event.plot)
          .map((event) => event.name)
          .sort(),
      );
      for (const name of ['beforepaint', 'afterpaint', 'afterchangesize', 'beforedestroy'])
        expect(onPlot.has(name)).toBe(false);
    }
  });

  it('offers no option the chart ignores, and names those', () => {
    for (const chart of content.charts) {
      const markdown = pages.get(chart.slug)!;
      for (const name of chart.ignoredOptions ?? []) {
        expect({chart: chart.slug, row: markdown.includes(`| \`${name}\` |`)}).toEqual({chart: chart.slug, row: false});
      }
      if (chart.ignoredOptions?.length) expect(markdown).toContain('Accepted but ignored by this chart');
    }
    const pie = content.charts.find((chart) => chart.slug === 'pie')!;
    expect(pie.ignoredOptions).toEqual(expect.arrayContaining(['xAxis', 'yAxis', 'slider']));
  });
});
