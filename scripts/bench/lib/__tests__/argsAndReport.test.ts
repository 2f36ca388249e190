/**
 * @jest-environment node
 *
 * The bench's command line and report: where it builds (never build/ by
 * default: a build there may be served), what it refuses, and how figures
 * and goals read.
 */
import path from 'node:path';
import {BENCH_BUILD_DIR, parseOptions, UsageError} from '../args.mjs';
import {atMost, compareFigures, Figures, formatFigure} from '../report.mjs';

const SITE = path.resolve('/site');

describe('npm run bench options', () => {
  it('builds into build-bench/ by default, and measures build/ with --skip-build', () => {
    expect(parseOptions([], SITE)).toMatchObject({
      skipBuild: false,
      buildDir: path.join(SITE, BENCH_BUILD_DIR),
      out: path.join(SITE, 'bench/results.json'),
      runs: 3,
      queries: 200,
      lighthouse: true,
      wait: true,
    });
    expect(parseOptions(['--skip-build'], SITE)).toMatchObject({skipBuild: true, buildDir: path.join(SITE, 'build')});
    expect(parseOptions(['--build-dir', 'elsewhere', '--runs', '1'], SITE)).toMatchObject({
      buildDir: path.resolve('elsewhere'),
      runs: 1,
    });
  });

  it.each([
    [['--runs', '0'], '--runs needs a whole number of 1 or more, not "0"'],
    [['--queries', '2.5'], '--queries needs a whole number of 1 or more, not "2.5"'],
    [['--build-dir', ''], '--build-dir needs a non-empty value'],
    [['--nope'], "Unknown option '--nope'"],
    [['extra'], 'Unexpected argument'],
  ])('refuses %j with a message', (argv, message) => {
    expect(() => parseOptions(argv, SITE)).toThrow(UsageError);
    expect(() => parseOptions(argv, SITE)).toThrow(message);
  });

  it('answers --help without other options', () => {
    expect(parseOptions(['-h'], SITE)).toEqual({help: true});
  });
});

describe('bench report', () => {
  it('prints each figure with its unit and goal, and n/a when it was not measured', () => {
    const lines: string[] = [];
    const figures = new Figures((line) => lines.push(line));
    figures.add('a.ms', 'search warm', 12, 'ms', atMost(12, 50, 'ms'));
    figures.add('b.kb', 'main JS', 300, 'KB', atMost(300, 250, 'KB'), 'gzip');
    figures.add('c', 'editor ready', null, 'ms', atMost(null, 100, 'ms'));
    expect(lines).toEqual([
      'search warm: 12 ms   goal: <= 50 ms (met)',
      'main JS: 300 KB (gzip)   goal: <= 250 KB (not met)',
      'editor ready: n/a   goal: <= 100 ms',
    ]);
    expect(formatFigure({key: 'd', label: 'own chunk', value: true, unit: ''})).toBe('own chunk: yes');
  });

  it('compares two runs figure by figure', () => {
    const old = [{key: 'a', label: 'search warm', value: 20, unit: 'ms'}];
    const lines = compareFigures(old, [
      {key: 'a', label: 'search warm', value: 10, unit: 'ms'},
      {key: 'b', label: 'new figure', value: 1, unit: 's'},
    ]);
    expect(lines[0]).toMatch(/^search warm: 20 ms -> 10 ms .*-50%/);
    expect(lines[1]).toBe('new figure: 1 s (new)');
  });
});
