/**
 * @jest-environment node
 *
 * A few entries of since.json against the published typings themselves: the
 * release it names declares the chart or option, the release before it does
 * not. The tarballs come from the registry with `npm pack` (as `npm run since`
 * fetches them) into its temporary folder, where later runs find them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CACHE_DIR, packedTarball, unpackDeclarations} from '../../../../../scripts/since/refreshSince';
import {readSinceData} from '../applySince';

const SITE_DIR = path.resolve(__dirname, '../../../../..');
const data = readSinceData(SITE_DIR);

/** A declaration file of a release, unpacked from its tarball. */
function declarations(name: '@antv/g2plot' | '@ant-design/plots', version: string, file: string): string {
  const folder = name === '@antv/g2plot' ? 'lib' : 'es';
  const target = path.join(CACHE_DIR, 'test', name.replace('/', '+'), version);
  if (!fs.existsSync(path.join(target, folder))) unpackDeclarations(packedTarball(name, version), folder, target);
  const full = path.join(target, folder, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
}

function releaseBefore(versions: readonly string[], version: string): string {
  const index = versions.indexOf(version);
  expect(index).toBeGreaterThan(0);
  return versions[index - 1];
}

/** Options each chart declares in its own G2Plot types (`lib/plots/{folder}/types.d.ts`). */
const OPTIONS = [
  {chart: 'pie', option: 'startAngle'},
  {chart: 'line', option: 'area'},
  {chart: 'liquid', option: 'shape'},
  {chart: 'gauge', option: 'type'},
];

describe('since.json against the typings of the releases', () => {
  it.each(OPTIONS)(
    "$chart's $option: declared first by the G2Plot release it names",
    ({chart, option}) => {
      const since = data.options[chart]?.[option];
      expect(since).toBeDefined();
      const declares = (version: string) =>
        new RegExp(`^\\s+(?:readonly )?${option}\\??:`, 'm').test(
          declarations('@antv/g2plot', version, `plots/${chart}/types.d.ts`),
        );
      expect(declares(since!)).toBe(true);
      expect(declares(releaseBefore(data.read.g2plot, since!))).toBe(false);
    },
    120_000,
  );

  it.each(['sankey', 'venn'])(
    '%s: exported first by the G2Plot release it names',
    (chart) => {
      const since = data.charts[chart]?.g2plot;
      expect(since).toBeDefined();
      const options = `${chart[0].toUpperCase()}${chart.slice(1)}Options`;
      const exports = (version: string) =>
        new RegExp(`\\b${options}\\b`).test(declarations('@antv/g2plot', version, 'index.d.ts'));
      expect(exports(since!)).toBe(true);
      expect(exports(releaseBefore(data.read.g2plot, since!))).toBe(false);
    },
    120_000,
  );

  it('venn: exported first by the @ant-design/plots release it names (1.0.5)', () => {
    expect(data.charts.venn?.plots).toBe('1.0.5');
    const exports = (version: string) => /\bVenn\b/.test(declarations('@ant-design/plots', version, 'index.d.ts'));
    expect(exports('1.0.5')).toBe(true);
    expect(exports(releaseBefore(data.read.plots, '1.0.5'))).toBe(false);
  }, 120_000);
});
