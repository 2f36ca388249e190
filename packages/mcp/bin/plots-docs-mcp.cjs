#!/usr/bin/env node
/**
 * Starts the docs MCP server over stdio from the bundle `npm pack` (or
 * `npm run build` in this folder) writes into dist/. Nothing is written to
 * stdout but the protocol; a failure is one line on stderr and exit status 1.
 */
const fs = require('node:fs');
const path = require('node:path');

const bundle = path.join(__dirname, '../dist/server.cjs');
if (!fs.existsSync(bundle)) {
  process.stderr.write(`plots-docs-mcp: ${bundle} is missing: run \`npm run build\` in packages/mcp first.\n`);
  process.exit(1);
}
require(bundle)
  .main(process.argv.slice(2))
  .catch((error) => {
    process.stderr.write(`plots-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
