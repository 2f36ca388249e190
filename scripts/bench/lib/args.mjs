/** The bench's command line, read with node:util parseArgs. */
import path from 'node:path';
import {parseArgs} from 'node:util';

export const USAGE = `Usage: npm run bench -- [options]

  --skip-build         measure the existing build instead of building first
  --compare FILE       also print old -> new for every figure of FILE (an earlier results.json)
  --runs N             Lighthouse runs per page (default 3)
  --queries N          warm search queries (default 200)
  --out FILE           where to write the results (default bench/results.json)
  --build-dir DIR      build into this folder (default build-bench), or with --skip-build
                       measure this one (default build)
  --no-wait            do not wait for another docusaurus build running on the machine
  --no-lighthouse      Playwright timings instead of Lighthouse
  -h, --help           print this text`;

/** Where `npm run bench` builds by default, in the site folder. */
export const BENCH_BUILD_DIR = 'build-bench';

/** A mistake on the command line: printed with the usage hint, without a stack. */
export class UsageError extends Error {}

/** @satisfies {NonNullable<import('node:util').ParseArgsConfig['options']>} */
const OPTIONS = /** @type {const} */ ({
  'skip-build': {type: 'boolean', default: false},
  compare: {type: 'string'},
  runs: {type: 'string', default: '3'},
  queries: {type: 'string', default: '200'},
  out: {type: 'string'},
  'build-dir': {type: 'string'},
  'no-wait': {type: 'boolean', default: false},
  'no-lighthouse': {type: 'boolean', default: false},
  help: {type: 'boolean', short: 'h', default: false},
});

/**
 * @param {string} name
 * @param {string} text
 */
function count(name, text) {
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new UsageError(`--${name} needs a whole number of 1 or more, not "${text}"`);
  }
  return Number(text);
}

/**
 * The options, with given paths resolved against the working directory and
 * the default ones inside siteDir. Returns {help: true} for --help; throws
 * UsageError for anything unknown or malformed.
 * @param {string[]} argv
 * @param {string} siteDir
 * @returns {{help: true} | (import('./types').BenchOptions & {help?: undefined})}
 */
export function parseOptions(argv, siteDir) {
  let values;
  try {
    ({values} = parseArgs({args: argv, options: OPTIONS, strict: true, allowPositionals: false}));
  } catch (error) {
    // By its code, not `instanceof Error`: node:util's errors come from another realm under Jest.
    const {code, message} = /** @type {Partial<NodeJS.ErrnoException>} */ (error ?? {});
    if (String(code).startsWith('ERR_PARSE_ARGS')) {
      throw new UsageError(String(message));
    }
    throw error;
  }
  if (values.help) {
    return {help: true};
  }
  for (const name of /** @type {const} */ (['compare', 'out', 'build-dir'])) {
    if (values[name] === '') {
      throw new UsageError(`--${name} needs a non-empty value`);
    }
  }
  return {
    skipBuild: values['skip-build'],
    compare: values.compare === undefined ? null : path.resolve(values.compare),
    runs: count('runs', values.runs),
    queries: count('queries', values.queries),
    out: path.resolve(values.out ?? path.join(siteDir, 'bench/results.json')),
    // A build for measuring goes to a folder of its own: build/ may be served, and is replaced only by
    // `npm run build`. With --skip-build the bench measures build/ as it is.
    buildDir: path.resolve(values['build-dir'] ?? path.join(siteDir, values['skip-build'] ? 'build' : BENCH_BUILD_DIR)),
    lighthouse: !values['no-lighthouse'],
    wait: !values['no-wait'],
  };
}
