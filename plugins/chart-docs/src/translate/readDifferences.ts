import fs from 'node:fs';
import path from 'node:path';

/** Why an option path reads differently on some charts, by path (a test checks the descriptions against it). */
export const DIFFERENCES_FILE = 'plugins/chart-docs/propsI18n/differences.json';

export function readDifferences(siteDir: string): Record<string, string> {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(siteDir, DIFFERENCES_FILE), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${DIFFERENCES_FILE}: expected an object of option path -> reason.`);
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${DIFFERENCES_FILE}: "${key}" must be a string.`);
  }
  return parsed as Record<string, string>;
}
