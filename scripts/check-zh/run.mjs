#!/usr/bin/env node
/**
 * `npm run check:zh`: lists the English sentences left outside code in the built Chinese pages
 * (./englishSentences.mjs says what counts), and fails when there is any.
 *
 * Usage: node scripts/check-zh/run.mjs [--dir build] [--locale zh-CN] [--limit 50]
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliOptions} from '../cliOptions.mjs';
import {formatOffenders, scanLocaleBuild} from './scanBuild.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const usage = 'node scripts/check-zh/run.mjs [--dir build] [--locale zh-CN] [--limit 50]';
const values = cliOptions(
  {
    dir: {type: 'string', default: path.join(siteDir, 'build')},
    locale: {type: 'string', default: 'zh-CN'},
    limit: {type: 'string', default: '50'},
  },
  usage,
);

try {
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`--limit must be a positive whole number, not ${values.limit}`);
  const {pages, offenders} = scanLocaleBuild(path.resolve(values.dir), values.locale);
  if (offenders.length === 0) {
    console.log(`[check:zh] ${pages} ${values.locale} pages, no English sentence outside code.`);
  } else {
    const pageCount = new Set(offenders.flatMap((offender) => offender.pages)).size;
    console.log(formatOffenders(offenders.slice(0, limit)));
    if (offenders.length > limit) console.log(`... and ${offenders.length - limit} more (--limit)`);
    console.error(
      `[check:zh] ${offenders.length} English sentences outside code on ${pageCount} of ${pages} ${values.locale} pages: translate them (i18n/${values.locale}/).`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`[check:zh] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
