/**
 * `npm test`: every check of the README's list (plan.mjs), two at a time, each line prefixed with its
 * step's name; the first failure stops the rest and is named at the end. `E2E_PORT` (default 4173) and
 * the port after it are the two ports the browser steps serve on.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {CONCURRENCY, PLAN} from './plan.mjs';
import {runSteps, summary} from './runSteps.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const basePort = Number(process.env.E2E_PORT ?? 4173);
if (!Number.isInteger(basePort) || basePort < 1 || basePort > 65534) {
  console.error(`E2E_PORT must be a port number below 65535, not ${JSON.stringify(process.env.E2E_PORT)}`);
  process.exit(2);
}
const controller = new AbortController();
process.on('SIGINT', () => controller.abort());
process.on('SIGTERM', () => controller.abort());

const started = Date.now();
const {ok, results} = await runSteps(PLAN, {
  concurrency: CONCURRENCY,
  ports: [basePort, basePort + 1],
  cwd: siteDir,
  write: (line) => process.stdout.write(`${line}\n`),
  signal: controller.signal,
});
console.log(summary(results, Math.round((Date.now() - started) / 1000)).join('\n'));
process.exitCode = ok ? 0 : 1;
