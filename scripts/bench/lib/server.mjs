/** Starts scripts/serve.mjs (precompressed brotli/gzip, security headers) on a free port. */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {ensurePostBuilt} from '../../postbuild/postBuild.mjs';
import {freePort} from './util.mjs';

export const SERVER_NAME = 'scripts/serve.mjs (precompressed brotli/gzip)';

/**
 * @param {string} siteDir
 * @param {string} buildDir
 */
export async function startServer(siteDir, buildDir) {
  // The bench builds with `docusaurus build` alone; the server needs the post-build step's output.
  await ensurePostBuilt(buildDir);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(siteDir, 'scripts/serve.mjs'), '--port', String(port), '--dir', buildDir],
    {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise((/** @type {(value?: undefined) => void} */ resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15_000);
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      if (output.includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  child.removeAllListeners('exit');
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    pid: child.pid,
    /** @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGKILL');
          }
        }, 3000).unref();
      }),
  };
}
