import fs from 'node:fs/promises';
import path from 'node:path';
import {FETCH_TIMEOUT_MS, MAX_FILE_BYTES} from './limits';

/** Where the site's files come from: a local build folder or a deployed site. */
export interface SiteSource {
  /** Names the source in messages by its argument: `--dir /path/build`, `--site https://host/` (credentials left out). */
  readonly label: string;
  /** The deployed site's address (`--site`, without credentials): answers link there instead of the build's configured URL. */
  readonly publicUrl?: string;
  /** The text of a file by its site path (`/api/line.md`); throws a clear error for anything outside the site. */
  readText(sitePath: string): Promise<string>;
}

/**
 * A site path is `/` followed by segments of the site's file names: no `..`
 * or `.` segment, no backslash, no NUL, no scheme or host, no query. The
 * manifest's own paths all look like this; anything else is refused before
 * any file or request is made.
 */
export function checkSitePath(sitePath: string): string {
  const ok =
    sitePath.startsWith('/') &&
    !sitePath.startsWith('//') &&
    sitePath.length <= 512 &&
    !/[\\\0?#%]/.test(sitePath) &&
    sitePath.split('/').every((segment) => segment !== '..' && segment !== '.');
  if (!ok) throw new Error(`Refused: "${sitePath.slice(0, 100)}" is not a path of the site.`);
  return sitePath;
}

/** A build folder: files are read only below its real path (symbolic links out of it are refused). */
export function localSource(dir: string): SiteSource {
  const root = path.resolve(dir);
  return {
    label: `--dir ${root}`,
    async readText(sitePath) {
      checkSitePath(sitePath);
      const realRoot = await fs.realpath(root).catch(() => {
        throw new Error(`No site build at ${root}: run \`npm run build\` first, or pass --site URL.`);
      });
      const file = await fs.realpath(path.join(realRoot, sitePath)).catch(() => {
        throw new Error(`Not found in the site: ${sitePath}`);
      });
      if (!file.startsWith(realRoot + path.sep)) throw new Error(`Refused: ${sitePath} is outside the site.`);
      const stat = await fs.stat(file);
      if (!stat.isFile()) throw new Error(`Not found in the site: ${sitePath}`);
      if (stat.size > MAX_FILE_BYTES) throw new Error(`Refused: ${sitePath} is larger than ${MAX_FILE_BYTES} bytes.`);
      return fs.readFile(file, 'utf8');
    },
  };
}

/** `siteUrl` with `user:password@` replaced by `***@`, for messages; a value that is no URL is not echoed at all. */
export function redactUrl(siteUrl: string): string {
  try {
    const url = new URL(siteUrl);
    if (!url.username && !url.password) return url.href;
    url.username = '***';
    url.password = '';
    return url.href;
  } catch {
    return /@|\s/.test(siteUrl) ? '(not shown)' : siteUrl.slice(0, 100);
  }
}

/**
 * A deployed site: only its own origin is requested, with a time-out and a
 * size cap. Credentials in the address (`https://user:pass@host/`) are sent
 * as Basic authorization and never shown: labels, errors and links use the
 * address without them.
 */
export function httpSource(siteUrl: string): SiteSource {
  let base: URL;
  try {
    base = new URL(siteUrl);
  } catch {
    throw new Error(`--site needs an http(s) address; "${redactUrl(siteUrl)}" is not one.`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`--site needs an http(s) address, not "${redactUrl(siteUrl)}".`);
  }
  const headers: Record<string, string> = {};
  if (base.username || base.password) {
    const credentials = `${decodeURIComponent(base.username)}:${decodeURIComponent(base.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    base.username = '';
    base.password = '';
  }
  base.search = '';
  base.hash = '';
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return {
    label: `--site ${base.href}`,
    publicUrl: base.href,
    async readText(sitePath) {
      checkSitePath(sitePath);
      const url = new URL(sitePath.slice(1), base);
      if (url.origin !== base.origin) throw new Error(`Refused: ${sitePath} is outside the site.`);
      const response = await fetch(url, {signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error', headers});
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}.`);
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_FILE_BYTES) throw new Error(`Refused: ${sitePath} is larger than ${MAX_FILE_BYTES} bytes.`);
      // Read with a running count: a body without Content-Length is cut off at the cap, not buffered whole.
      const chunks: Uint8Array[] = [];
      let total = 0;
      const reader = response.body?.getReader();
      while (reader) {
        const {done, value} = await reader.read();
        if (done) break;
        total += value.length;
        if (total > MAX_FILE_BYTES) {
          await reader.cancel();
          throw new Error(`Refused: ${sitePath} is larger than ${MAX_FILE_BYTES} bytes.`);
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
