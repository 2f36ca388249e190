/**
 * The site's not-found page (build/404.html) with status 404, in the
 * encoding the browser accepts, from the precompressed copies when they
 * exist (sirv would send it with status 200, so it is sent here).
 */
import fs from 'node:fs';
import path from 'node:path';

function readIfPresent(file) {
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

export function loadNotFoundPage(root) {
  const file = path.join(root, '404.html');
  const raw = readIfPresent(file);
  if (!raw) {
    throw new Error(`${file} is missing: not a Docusaurus build.`);
  }
  const variants = {br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`)};

  return function sendNotFound(req, res) {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    // The same choice sirv makes for every other file.
    const encoding =
      variants.br && /(br|brotli)/i.test(accepted) ? 'br' : variants.gzip && accepted.includes('gzip') ? 'gzip' : null;
    const body = encoding ? variants[encoding] : raw;
    res.writeHead(404, {
      'Content-Type': 'text/html;charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? {'Content-Encoding': encoding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
