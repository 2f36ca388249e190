/**
 * The site's not-found page (build/404.html; under a language's sub-site,
 * `/zh-CN/...`, that language's own, build/zh-CN/404.html) with status 404, in the
 * encoding the browser accepts, from the precompressed copies when they
 * exist. Like nginx's error pages, it is always sent whole: no range, no
 * 304. Read from disk per answer, as nginx does, so a redeploy into the
 * served folder shows its own page; while a redeploy has removed it, the
 * copy read at start is sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_SEGMENT, localeOfPath, localeSubSites} from '../postbuild/localeSites.mjs';
import {chooseEncoding} from './encoding.mjs';

/** @param {string} file */
function readIfPresent(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

/** @param {string} file */
function readPage(file) {
  const raw = readIfPresent(file);
  return raw && {raw, variants: {br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`)}};
}

/**
 * The not-found page for a path inside the build: a language's own (`zh-CN/404.html` for `/zh-CN/x`)
 * when the path's first segment is a folder with one, else the root's. As deploy/nginx.conf's
 * generated `$adp_not_found_page` map, which lists the folders of the build (scripts/postbuild/localeSites.mjs).
 * @param {string} root
 * @param {string | null | undefined} pathInBuild
 */
function notFoundFile(root, pathInBuild) {
  // Only when the path is in a language folder does the folder list matter: read then, from disk (a redeploy may change it).
  const first = /^\/([^/]+)/.exec(pathInBuild ?? '')?.[1];
  const locale = first && LOCALE_SEGMENT.test(first) ? localeOfPath(pathInBuild ?? '', localeSubSites(root)) : '';
  return path.join(root, locale, '404.html');
}

/**
 * @param {string} root
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathInBuild?: string | null) => void}
 */
export function loadNotFoundPage(root) {
  const file = path.join(root, '404.html');
  const atStart = readPage(file);
  if (!atStart) {
    throw new Error(`${file} is missing: not a Docusaurus build.`);
  }

  return function sendNotFound(req, res, pathInBuild) {
    const own = notFoundFile(root, pathInBuild);
    const {raw, variants} = (own !== file && readPage(own)) || readPage(file) || atStart;
    const available = new Set(
      /** @type {(keyof typeof variants)[]} */ (Object.keys(variants)).filter((encoding) => variants[encoding]),
    );
    // The same choice as for every other file.
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    // Only an encoding with a copy is available, so the copy is there.
    const body = (encoding && variants[encoding]) || raw;
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? {'Content-Encoding': encoding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
