/**
 * @jest-environment node
 *
 * deploy/nginx.conf types the site's files with the same table as the Node
 * server (scripts/server/contentTypes.mjs): same extensions, same types,
 * the same ones sent with their charset.
 */
import fs from 'node:fs';
import path from 'node:path';
import {contentTypeOf, DEFAULT_TYPE, TEXT_TYPES, TYPES_BY_EXTENSION} from '../server/contentTypes.mjs';

const conf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');

describe('Content-Type on both servers', () => {
  it("nginx's types block lists every extension of the table, and only those", () => {
    const block = /^\s*types \{([^}]*)\}/m.exec(conf)?.[1] ?? '';
    const fromNginx: Record<string, string> = {};
    for (const line of block.split(';')) {
      const [type, ...extensions] = line.trim().split(/\s+/);
      for (const extension of extensions) fromNginx[extension] = type;
    }
    expect(fromNginx).toEqual(TYPES_BY_EXTENSION);
    expect(/^\s*default_type (\S+);/m.exec(conf)?.[1]).toBe(DEFAULT_TYPE);
  });

  it("nginx's charset_types (text/html is always one) are the types sent with a charset", () => {
    const listed = /^\s*charset_types ([^;]*);/m.exec(conf)?.[1].trim().split(/\s+/) ?? [];
    expect(new Set(['text/html', ...listed])).toEqual(TEXT_TYPES);
  });

  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['line.md', 'text/markdown; charset=utf-8'],
    ['main.1a2b.js', 'application/javascript; charset=utf-8'],
    ['sitemap.xml', 'text/xml; charset=utf-8'],
    ['logo.PNG', 'image/png'],
    ['font.woff2', 'font/woff2'],
    ['archive.tar', 'application/octet-stream'],
    ['LICENSE', 'application/octet-stream'],
    ['constructor', 'application/octet-stream'],
    ['x.constructor', 'application/octet-stream'],
  ])('%s is sent as %s', (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
  });
});
