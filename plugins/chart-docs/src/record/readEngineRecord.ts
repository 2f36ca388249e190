import fs from 'node:fs';
import path from 'node:path';
import type {EngineRecord} from './types';

const ENGINE_RECORD_FILE = 'plugins/chart-docs/engineRecord.json';

/** The committed recording; a clear error when it is missing or not one. */
export function readEngineRecord(siteDir: string): EngineRecord {
  const file = path.join(siteDir, ENGINE_RECORD_FILE);
  if (!fs.existsSync(file)) throw new Error(`${ENGINE_RECORD_FILE} is missing: run \`npm run engine-record\`.`);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<EngineRecord>;
  if (!parsed.charts || !parsed.versions) {
    throw new Error(`${ENGINE_RECORD_FILE} has no charts or versions: run \`npm run engine-record\` again.`);
  }
  return parsed as EngineRecord;
}
