/**
 * The site's not-found page (build/404.html) with status 404, in the
 * encoding the browser accepts, from the precompressed copies when they
 * exist. Like nginx's error pages, it is always sent whole: no range, no
 * 304.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chooseEncoding} from './encoding.mjs';

/** @param {string} file */
function readIfPresent(file) {
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

/**
 * @param {string} root
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function loadNotFoundPage(root) {
  const file = path.join(root, '404.html');
  const raw = readIfPresent(file);
  if (!raw) {
    throw new Error(`${file} is missing: not a Docusaurus build.`);
  }
  const variants = {br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`)};
  const available = new Set(
    /** @type {(keyof typeof variants)[]} */ (Object.keys(variants)).filter((encoding) => variants[encoding]),
  );

  return function sendNotFound(req, res) {
    // The same choice as for every other file.
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    // Only an encoding with a copy is available, so the copy is there.
    const body = (encoding && variants[encoding]) || raw;
    res.writeHead(404, {
      'Content-Type': 'text/html;charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? {'Content-Encoding': encoding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
