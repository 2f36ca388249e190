/**
 * Runs a plan of shell steps, at most `concurrency` at a time, each as soon as the steps it comes `after`
 * have passed, in the plan's order otherwise. Every line a step prints comes out prefixed with its name.
 * The first step that fails stops the others (their whole process group: servers and browsers too) and
 * ends the run, named.
 */
import {spawn} from 'node:child_process';
import readline from 'node:readline';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command run by `sh -c`
 * @property {string[]} [after] names of steps that must pass first
 * @property {boolean} [port] the step serves on a port of its own: it gets one of `ports` as `E2E_PORT`
 * @property {Record<string, string>} [env]
 */

/**
 * @typedef {object} StepResult
 * @property {string} name
 * @property {'passed' | 'failed' | 'stopped' | 'not run'} outcome
 * @property {number} [exitCode]
 * @property {number} [seconds]
 */

/**
 * @typedef {object} RunOptions
 * @property {number} concurrency
 * @property {number[]} ports as many as may run at once, handed to steps with `port`
 * @property {(line: string) => void} write receives every output line, prefixed
 * @property {string} cwd
 * @property {() => number} [now] milliseconds, for the durations
 * @property {AbortSignal} [signal] stops every running step (Ctrl+C)
 */

/**
 * Checks a plan before anything starts: unique names, known and earlier `after` steps, enough ports.
 * @param {Step[]} steps
 * @param {RunOptions} options
 */
export function checkPlan(steps, options) {
  /** @type {Set<string>} */
  const seen = new Set();
  for (const step of steps) {
    if (seen.has(step.name)) throw new Error(`two steps are named ${step.name}`);
    for (const before of step.after ?? []) {
      if (!seen.has(before)) throw new Error(`${step.name} comes after ${before}, which is not an earlier step`);
    }
    seen.add(step.name);
  }
  if (!(options.concurrency >= 1)) throw new Error(`concurrency must be at least 1, not ${options.concurrency}`);
  if (steps.some((step) => step.port) && options.ports.length < options.concurrency) {
    throw new Error(`${options.concurrency} steps may run at once but only ${options.ports.length} ports are given`);
  }
}

/**
 * @param {Step[]} steps
 * @param {RunOptions} options
 * @returns {Promise<{ok: boolean, results: StepResult[]}>}
 */
export function runSteps(steps, options) {
  checkPlan(steps, options);
  const now = options.now ?? Date.now;
  /** @type {Map<string, StepResult>} */
  const results = new Map(
    steps.map((step) => [step.name, {name: step.name, outcome: /** @type {const} */ ('not run')}]),
  );
  /** @type {Map<string, {child: import('node:child_process').ChildProcess, port?: number}>} */
  const running = new Map();
  const freePorts = [...options.ports];
  let failed = false;
  const width = Math.max(...steps.map((step) => step.name.length));

  return new Promise((resolve) => {
    const finish = () =>
      resolve({ok: !failed, results: steps.map((step) => /** @type {StepResult} */ (results.get(step.name)))});

    const startReady = () => {
      if (failed) return;
      for (const step of steps) {
        if (running.size >= options.concurrency) break;
        const result = /** @type {StepResult} */ (results.get(step.name));
        if (result.outcome !== 'not run' || running.has(step.name)) continue;
        if (!(step.after ?? []).every((name) => results.get(name)?.outcome === 'passed')) continue;
        start(step);
      }
      if (running.size === 0) finish();
    };

    /** @param {Step} step */
    const start = (step) => {
      const port = step.port ? freePorts.shift() : undefined;
      const env = {...process.env, ...step.env, ...(port === undefined ? {} : {E2E_PORT: String(port)})};
      const prefix = `[${step.name.padEnd(width)}] `;
      const started = now();
      options.write(`${prefix}start: ${step.command}${port === undefined ? '' : ` (port ${port})`}`);
      // Its own process group, so stopping it stops what it started (servers, browsers).
      const child = spawn('sh', ['-c', step.command], {
        cwd: options.cwd,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.set(step.name, {child, port});
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({input: stream}).on('line', (line) => options.write(prefix + line));
      }
      child.on('close', (code, signal) => {
        running.delete(step.name);
        if (port !== undefined) freePorts.push(port);
        const seconds = Math.round((now() - started) / 1000);
        const result = /** @type {StepResult} */ (results.get(step.name));
        if (result.outcome === 'stopped') {
          options.write(`${prefix}stopped after ${seconds} s`);
        } else if (code === 0) {
          Object.assign(result, {outcome: 'passed', exitCode: 0, seconds});
          options.write(`${prefix}passed in ${seconds} s`);
        } else {
          Object.assign(result, {outcome: 'failed', exitCode: code ?? 1, seconds});
          options.write(`${prefix}FAILED (${signal ? `signal ${signal}` : `exit ${code}`}) after ${seconds} s`);
          if (!failed) stopAll();
          failed = true;
        }
        if (failed && running.size === 0) finish();
        else startReady();
      });
    };

    const stopAll = () => {
      for (const [name, {child}] of running) {
        /** @type {StepResult} */ (results.get(name)).outcome = 'stopped';
        try {
          process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    };

    options.signal?.addEventListener('abort', () => {
      failed = true;
      stopAll();
    });
    startReady();
  });
}

/**
 * The closing lines: each step's outcome and time, then the verdict naming the failed step.
 * @param {StepResult[]} results
 * @param {number} totalSeconds
 * @returns {string[]}
 */
export function summary(results, totalSeconds) {
  const width = Math.max(...results.map((result) => result.name.length));
  const lines = results.map(
    (result) =>
      `  ${result.name.padEnd(width)}  ${result.outcome}${result.seconds === undefined ? '' : ` ${result.seconds} s`}`,
  );
  const failed = results.find((result) => result.outcome === 'failed');
  if (failed) lines.push(`npm test failed at ${failed.name} (exit ${failed.exitCode}) after ${totalSeconds} s`);
  else if (results.every((result) => result.outcome === 'passed')) lines.push(`npm test passed in ${totalSeconds} s`);
  else lines.push(`npm test was stopped after ${totalSeconds} s`);
  return lines;
}
