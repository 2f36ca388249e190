/**
 * `npm run since`: which G2Plot release first declared each chart and option,
 * read from the published typings, written to plugins/chart-docs/since.json.
 *
 * 1. The registry: every `@ant-design/plots` 1.x release and the `@antv/g2plot`
 *    range each depends on; every G2Plot release in one of those ranges.
 * 2. `npm pack` fetches each tarball into a temporary folder (kept between runs
 *    as a cache); only `package.json` and `lib/**\/*.d.ts` (G2Plot) or
 *    `es/**\/*.d.ts` (`@ant-design/plots`) are unpacked, nothing is installed or run.
 * 3. For each G2Plot release, the site's own props-table extraction runs over a
 *    folder whose `@antv/g2plot` is that release, beside the installed
 *    `@ant-design/plots` typings and the site's other packages (G2 and its
 *    types stay the installed ones: G2Plot 2.x declares options on top of them).
 * 4. An option's "since" is the first release whose table has its path; a
 *    chart's is the first `@ant-design/plots` release that exports its component
 *    and the first G2Plot release that exports its `{Component}Options`.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {
  digestPaths,
  extractAllChartProps,
  firstReleasePerPath,
  firstVersionWith,
  loadChartRegistry,
  pathsOfTables,
  type PathsByChart,
  type SinceData,
  type SinceInfo,
} from '../../plugins/chart-docs/src';

export {SINCE_FILE} from '../../plugins/chart-docs/src';

/** The temporary folder the tarballs and the extraction folder live in. */
export const CACHE_DIR = path.join(os.tmpdir(), 'plots-docs-since');

function npmJson(args: string[]): unknown {
  return JSON.parse(execFileSync('npm', [...args, '--json'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}));
}

/** The tarball of `name@version` in the cache, fetched with `npm pack` when missing. */
export function packedTarball(name: string, version: string): string {
  const dir = path.join(CACHE_DIR, 'tarballs');
  fs.mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${name.replace('@', '').replace('/', '-')}-${version}.tgz`);
  if (!fs.existsSync(file)) {
    execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', dir], {stdio: 'ignore'});
  }
  if (!fs.existsSync(file)) throw new Error(`npm pack ${name}@${version} wrote no ${file}`);
  return file;
}

/** Unpacks the declarations under `folder` (and package.json) of a tarball into `target`, replacing it. */
export function unpackDeclarations(tarball: string, folder: 'lib' | 'es', target: string): void {
  fs.rmSync(target, {recursive: true, force: true});
  fs.mkdirSync(target, {recursive: true});
  execFileSync('tar', [
    '-xzf',
    tarball,
    '-C',
    target,
    '--strip-components=1',
    '--wildcards',
    'package/package.json',
    `package/${folder}/*.d.ts`,
  ]);
}

function declarationText(dir: string): string {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.d.ts'))
    .sort()
    .map((file) => `${file}\n${fs.readFileSync(path.join(dir, file), 'utf8')}`)
    .join('\n');
}

/**
 * A folder that looks like the site to the props extraction: its own
 * `@ant-design/plots` (a copy of the installed declarations, so `@antv/g2plot`
 * resolves next to it) and `@antv/g2plot` (swapped per release); every other
 * package links to the site's.
 */
function prepareFakeSite(siteDir: string): {dir: string; g2plotDir: string} {
  const dir = path.join(CACHE_DIR, 'site');
  const modules = path.join(dir, 'node_modules');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(modules, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), '{"private": true}\n');
  const siteModules = path.join(siteDir, 'node_modules');
  for (const entry of fs.readdirSync(siteModules)) {
    if (entry === '@ant-design' || entry === '@antv') {
      fs.mkdirSync(path.join(modules, entry));
      for (const inner of fs.readdirSync(path.join(siteModules, entry))) {
        if (inner === 'plots' || inner === 'g2plot') continue;
        fs.symlinkSync(path.join(siteModules, entry, inner), path.join(modules, entry, inner));
      }
    } else if (!entry.startsWith('.')) {
      fs.symlinkSync(path.join(siteModules, entry), path.join(modules, entry));
    }
  }
  const plotsSource = path.join(siteModules, '@ant-design/plots');
  const plotsTarget = path.join(modules, '@ant-design/plots');
  fs.cpSync(plotsSource, plotsTarget, {
    recursive: true,
    filter: (source) =>
      fs.statSync(source).isDirectory() || source.endsWith('.d.ts') || source.endsWith('package.json'),
  });
  return {dir, g2plotDir: path.join(modules, '@antv/g2plot')};
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** A chart's options came with the chart: only an option later than the chart itself keeps its own "since". */
function withoutChartSince(
  options: Record<string, Record<string, string>>,
  charts: Record<string, SinceInfo>,
): Record<string, Record<string, string>> {
  const kept: Record<string, Record<string, string>> = {};
  for (const [chart, paths] of Object.entries(options)) {
    const chartSince = charts[chart]?.g2plot;
    const later = Object.entries(paths).filter(([, version]) => !chartSince || semver.gt(version, chartSince));
    if (later.length > 0) kept[chart] = Object.fromEntries(later);
  }
  return kept;
}

export function refreshSince(siteDir: string): SinceData {
  const charts = loadChartRegistry(siteDir);
  const allPlots = npmJson(['view', '@ant-design/plots', 'versions']) as string[];
  const plots = allPlots
    .filter((version) => semver.major(version) === 1 && !semver.prerelease(version))
    .sort(semver.compare);
  const ranges = [
    ...new Set(
      plots.map((version) => {
        const dependencies = npmJson(['view', `@ant-design/plots@${version}`, 'dependencies']) as Record<
          string,
          string
        >;
        return dependencies['@antv/g2plot'];
      }),
    ),
  ];
  const g2plotRange = ranges.join(' || ');
  const g2plot = (npmJson(['view', '@antv/g2plot', 'versions']) as string[])
    .filter((version) => !semver.prerelease(version) && semver.satisfies(version, g2plotRange))
    .sort(semver.compare);
  log(
    `@ant-design/plots ${plots[0]}..${plots[plots.length - 1]} (${plots.length}), @antv/g2plot ${g2plotRange}: ${g2plot.length} releases`,
  );

  // Charts: the first @ant-design/plots release exporting the component.
  const plotsIndex = new Map<string, string>();
  for (const version of plots) {
    const target = path.join(CACHE_DIR, 'plots', version);
    unpackDeclarations(packedTarball('@ant-design/plots', version), 'es', target);
    plotsIndex.set(version, fs.readFileSync(path.join(target, 'es/index.d.ts'), 'utf8'));
  }

  const fake = prepareFakeSite(siteDir);
  const releases: Array<{version: string; paths: PathsByChart}> = [];
  const g2plotIndex = new Map<string, string>();
  let previous: {digest: string; paths: PathsByChart} | undefined;
  for (const version of g2plot) {
    const target = path.join(CACHE_DIR, 'g2plot', version);
    unpackDeclarations(packedTarball('@antv/g2plot', version), 'lib', target);
    g2plotIndex.set(version, fs.readFileSync(path.join(target, 'lib/index.d.ts'), 'utf8'));
    const digest = createHash('sha256')
      .update(declarationText(path.join(target, 'lib')))
      .digest('hex');
    if (previous?.digest !== digest) {
      fs.rmSync(fake.g2plotDir, {recursive: true, force: true});
      fs.cpSync(target, fake.g2plotDir, {recursive: true});
      previous = {digest, paths: pathsOfTables(extractAllChartProps(fake.dir, charts))};
      log(`@antv/g2plot ${version}: read`);
    }
    releases.push({version, paths: previous.paths});
  }

  const mentions = (text: string | undefined, name: string) => new RegExp(`\\b${name}\\b`).test(text ?? '');
  const chartSince: Record<string, SinceInfo> = {};
  for (const chart of charts) {
    const info: SinceInfo = {};
    const firstPlots = firstVersionWith(plots, (version) => mentions(plotsIndex.get(version), chart.component));
    const firstG2plot = firstVersionWith(g2plot, (version) =>
      mentions(g2plotIndex.get(version), `${chart.component}Options`),
    );
    if (firstPlots && firstPlots !== plots[0]) info.plots = firstPlots;
    if (firstG2plot && firstG2plot !== g2plot[0]) info.g2plot = firstG2plot;
    if (info.plots || info.g2plot) chartSince[chart.slug] = info;
  }

  const installed = pathsOfTables(extractAllChartProps(siteDir, charts));
  const readPackage = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
      .version;
  return {
    read: {plots, g2plotRange, g2plot},
    installed: {plots: readPackage('@ant-design/plots'), g2plot: readPackage('@antv/g2plot')},
    baseline: {plots: plots[0], g2plot: g2plot[0]},
    charts: chartSince,
    options: withoutChartSince(firstReleasePerPath(releases), chartSince),
    pathsDigest: Object.fromEntries(Object.entries(installed).map(([chart, paths]) => [chart, digestPaths(paths)])),
  };
}
