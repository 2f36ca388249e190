/**
 * @jest-environment node
 *
 * The runner behind `npm test` with small shell steps: what runs together, what waits, the ports, the
 * prefixed lines, and the first failure stopping the rest and being named.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkPlan, runSteps, summary, type Step} from '../runSteps.mjs';
import {CONCURRENCY, PLAN} from '../plan.mjs';

const SITE_DIR = path.resolve(__dirname, '../../..');
jest.setTimeout(20_000);

async function run(steps: Step[], concurrency = 2) {
  const lines: string[] = [];
  const outcome = await runSteps(steps, {concurrency, ports: [5101, 5102], cwd: SITE_DIR, write: (l) => lines.push(l)});
  return {...outcome, lines};
}

describe('runSteps', () => {
  it('runs two steps at once, a step after the one it needs, and prefixes every line', async () => {
    const {ok, lines} = await run([
      {name: 'slow', command: 'sleep 0.4; echo slow done'},
      {name: 'fast', command: 'echo fast done'},
      {name: 'then', command: 'echo then done', after: ['slow']},
    ]);
    expect(ok).toBe(true);
    expect(lines).toContain('[fast] fast done');
    expect(lines).toContain('[slow] slow done');
    // fast finished while slow ran; then started only once slow had passed.
    expect(lines.indexOf('[fast] passed in 0 s')).toBeLessThan(lines.indexOf('[slow] slow done'));
    expect(lines.findIndex((l) => l.startsWith('[then] start'))).toBeGreaterThan(
      lines.findIndex((l) => l.startsWith('[slow] passed')),
    );
  });

  it('gives steps that run at once different ports', async () => {
    const {lines} = await run([
      {name: 'a', command: 'sleep 0.2; echo "port $E2E_PORT"', port: true},
      {name: 'b', command: 'sleep 0.2; echo "port $E2E_PORT"', port: true},
    ]);
    expect(lines.filter((l) => l.includes('] port ')).sort()).toEqual(['[a] port 5101', '[b] port 5102']);
  });

  it('stops the running steps at the first failure, with what they started, and names it', async () => {
    const started = Date.now();
    const {ok, results, lines} = await run([
      // A child that keeps the output open: the step ends only when its whole process group is stopped.
      {name: 'long', command: 'sleep 15 & wait'},
      {name: 'broken', command: 'echo oops >&2; exit 3'},
      {name: 'later', command: 'echo never', after: ['broken']},
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ok).toBe(false);
    expect(lines).toContain('[broken] oops');
    expect(results.map((r) => [r.name, r.outcome])).toEqual([
      ['long', 'stopped'],
      ['broken', 'failed'],
      ['later', 'not run'],
    ]);
    expect(summary(results, 1).at(-1)).toBe('npm test failed at broken (exit 3) after 1 s');
  });

  it('refuses a plan with a step after an unknown or later one, twin names, or too few ports', () => {
    const options = {concurrency: 2, ports: [1, 2], cwd: '.', write: () => {}};
    expect(() =>
      checkPlan(
        [
          {name: 'a', command: 'true', after: ['b']},
          {name: 'b', command: 'true'},
        ],
        options,
      ),
    ).toThrow('a comes after b, which is not an earlier step');
    expect(() =>
      checkPlan(
        [
          {name: 'a', command: 'true'},
          {name: 'a', command: 'true'},
        ],
        options,
      ),
    ).toThrow('two steps are named a');
    expect(() => checkPlan([{name: 'a', command: 'true', port: true}], {...options, ports: [1]})).toThrow(
      '2 steps may run at once but only 1 ports are given',
    );
  });
});

describe("npm test's plan", () => {
  const {scripts} = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };

  it('is what npm test runs, and runs every check once, each an npm script', () => {
    expect(scripts.test).toBe('node scripts/test-all/run.mjs');
    const names = PLAN.map((step) => step.name).sort();
    expect(names).toEqual(
      [
        'build',
        'lint',
        'test:e2e',
        'test:e2e:nginx',
        'test:e2e:subpath',
        'test:recipes',
        'test:unit',
        'typecheck',
      ].sort(),
    );
    for (const step of PLAN) expect(step.command).toMatch(new RegExp(`^npm run ${step.name}( |$)`));
    expect(PLAN.find((step) => step.name === 'build')?.env).toEqual({DOCS_FIXTURES: '1'});
    expect(CONCURRENCY).toBe(2);
  });

  it('runs the browser tests on the build, and keeps the Playwright runs that may overlap apart', () => {
    const browserRuns = PLAN.filter((step) => step.name.startsWith('test:e2e'));
    for (const step of browserRuns) expect(step.after).toContain('build');
    const folders = browserRuns.map((step) => step.env?.E2E_OUTPUT_DIR);
    expect(new Set(folders).size).toBe(browserRuns.length);
    expect(fs.readFileSync(path.join(SITE_DIR, 'playwright.config.ts'), 'utf8')).toMatch(
      /outputDir: process\.env\.E2E_OUTPUT_DIR/,
    );
  });
});
