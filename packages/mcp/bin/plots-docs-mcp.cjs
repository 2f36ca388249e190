#!/usr/bin/env node
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: sucrase's require hook compiles what it loads */
/**
 * Starts the docs MCP server over stdio. The server is TypeScript and ranks
 * with the site's own search code (plugins/search/src/client/, which imports `@site/...`),
 * so this launcher compiles TypeScript on load with sucrase (already the
 * site's dependency) and resolves `@site/` to the repository root, as the
 * site's bundler and Jest do. Nothing is written to stdout but the protocol.
 */
const path = require('node:path');
const Module = require('node:module');

const SITE_ROOT = path.resolve(__dirname, '../../..');

require('sucrase/register/ts');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSiteAlias(request, ...rest) {
  const target = request.startsWith('@site/') ? path.join(SITE_ROOT, request.slice('@site/'.length)) : request;
  return resolveFilename.call(this, target, ...rest);
};

require('../src/main.ts')
  .main(process.argv.slice(2))
  .catch((error) => {
    process.stderr.write(`plots-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
