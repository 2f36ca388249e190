/**
 * @jest-environment node
 *
 * plugins/chart-docs/since.json must describe the installed packages and the
 * props tables the site shows now: it fails after an upgrade of @antv/g2plot
 * or @ant-design/plots, or when a chart or an option comes or goes, until
 * `npm run since` has been run again.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {loadChartRegistry} from '../../loadChartRegistry';
import {extractAllChartProps} from '../../props/extractChartProps';
import {readSinceData} from '../applySince';
import {digestPaths, pathsOfTables} from '../pathsOfTables';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
const STALE = 'plugins/chart-docs/since.json is stale: run `npm run since`.';
const data = readSinceData(SITE_DIR);
const installedVersion = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;

describe('since.json', () => {
  it('was written for the installed @ant-design/plots and @antv/g2plot, which it read last', () => {
    expect({data: data.installed, [STALE]: true}).toEqual({
      data: {plots: installedVersion('@ant-design/plots'), g2plot: installedVersion('@antv/g2plot')},
      [STALE]: true,
    });
    expect(data.read.g2plot[data.read.g2plot.length - 1]).toBe(data.installed.g2plot);
    expect(data.read.plots).toContain(data.installed.plots);
    expect(data.baseline).toEqual({plots: data.read.plots[0], g2plot: data.read.g2plot[0]});
  });

  it('holds, per chart, the option paths the props table has now', () => {
    const charts = loadChartRegistry(SITE_DIR);
    const paths = pathsOfTables(extractAllChartProps(SITE_DIR, charts));
    const digests = Object.fromEntries(Object.entries(paths).map(([chart, set]) => [chart, digestPaths(set)]));
    expect({digests, [STALE]: true}).toEqual({digests: data.pathsDigest, [STALE]: true});
    for (const [chart, options] of Object.entries(data.options)) {
      expect(Object.keys(options).filter((option) => !paths[chart]?.has(option))).toEqual([]);
    }
    expect(Object.keys(data.charts).filter((chart) => !charts.some((entry) => entry.slug === chart))).toEqual([]);
  }, 60_000);

  it('names only releases it read, later than the baseline', () => {
    for (const options of Object.values(data.options)) {
      for (const version of Object.values(options)) {
        expect(data.read.g2plot).toContain(version);
        expect(semver.gt(version, data.baseline.g2plot)).toBe(true);
      }
    }
    for (const {plots, g2plot} of Object.values(data.charts)) {
      if (plots) expect(semver.gt(plots, data.baseline.plots) && data.read.plots.includes(plots)).toBe(true);
      if (g2plot) expect(semver.gt(g2plot, data.baseline.g2plot) && data.read.g2plot.includes(g2plot)).toBe(true);
    }
  });
});
