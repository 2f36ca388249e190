/**
 * @jest-environment node
 *
 * plugins/chart-docs/engineRecord.json against what it was recorded from: the installed engine's
 * versions, the recorder's own files and the charts' basic demos (a hash, so nothing is drawn here),
 * every chart of the registry and every callback option the typings offer. When this fails, run
 * `npm run engine-record` (CONTRIBUTING.md, "Engine recorder").
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {loadChartRegistry} from '../../loadChartRegistry';
import {extractAllChartProps} from '../../props/extractChartProps';
import {walkPropRows} from '../../propsRows/walkPropRows';
import {readEngineRecord} from '../readEngineRecord';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
// Props of the React wrapper, never given to G2Plot: the recorder's own list.
const {WRAPPER_PROPS} = require('../../../../../scripts/engine-record/probes.cjs') as {WRAPPER_PROPS: string[]};

jest.setTimeout(120_000);

describe('the engine recording', () => {
  const record = readEngineRecord(SITE_DIR);
  const charts = loadChartRegistry(SITE_DIR);

  it('was made with the installed engine and the current recorder and demos', () => {
    const printed = execFileSync(process.execPath, [path.join(SITE_DIR, 'scripts/engine-record/printInputs.mjs')], {
      encoding: 'utf8',
    });
    const now = JSON.parse(printed) as {versions: Record<string, string>; inputsHash: string};
    expect(record.versions).toEqual(now.versions);
    expect({inputsHash: record.inputsHash}).toEqual({inputsHash: now.inputsHash});
  });

  it('has every chart of the registry, drawn with its component', () => {
    expect(Object.keys(record.charts).sort()).toEqual(charts.map((chart) => chart.slug).sort());
    for (const chart of charts) expect(record.charts[chart.slug]?.component).toBe(chart.component);
  });

  it('has a recording for every callback option the typings offer, and for every top-level option', () => {
    const tables = extractAllChartProps(SITE_DIR, charts);
    const missing: string[] = [];
    for (const chart of charts) {
      const recorded = record.charts[chart.slug]!;
      const table = tables[chart.slug]!;
      for (const {row, path: rowPath} of walkPropRows([...table.own, ...table.common])) {
        if (WRAPPER_PROPS.includes(rowPath.split('.')[0]!)) continue;
        if (row.callback && !recorded.callbacks[rowPath]) missing.push(`${chart.slug}: callback ${rowPath}`);
        if (!rowPath.includes('.') && !recorded.applicability.options[rowPath])
          missing.push(`${chart.slug}: option ${rowPath}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
