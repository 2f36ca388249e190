/**
 * Starting the two servers of the site on a build folder, and plain HTTP
 * requests to them: shared by the server tests.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const SITE_DIR = path.resolve(__dirname, '../..');

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names as sent, repeated ones as often as sent. */
  rawNames: string[];
  body: Buffer;
}

export interface Server {
  name: string;
  port: number;
  process: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function start(name: string, script: string, buildDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(SITE_DIR, script), '--port', String(port), '--dir', buildDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Serving')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}) before serving: ${output}`)));
  });
  return {name, port, process: child};
}

export function stop(server: Server | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGTERM');
  });
}

export function request(port: number, method: string, target: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    // A connection per request: nginx closes one after a 412 or 416 it has announced as kept alive.
    const req = http.request({host: '127.0.0.1', port, method, path: target, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawNames: res.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
          body: Buffer.concat(chunks),
        }),
      );
      // Cut short (the server closed early, or the time-out below): never 'end'.
      res.on('close', () => {
        if (!res.complete) reject(new Error(`the answer to ${method} ${target} was cut short`));
      });
    });
    // A body shorter than its Content-Length never ends: fail instead of waiting for the test's time-out.
    req.setTimeout(2000, () => req.destroy(new Error(`no complete answer to ${method} ${target} in 2 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Both servers on one build folder, started side by side. */
export function startBoth(buildDir: string): Promise<[Server, Server]> {
  return Promise.all([
    start('scripts/serve.mjs', 'scripts/serve.mjs', buildDir),
    start('nginx', 'scripts/nginx/start.mjs', buildDir),
  ]);
}
