import fs from 'node:fs';
import path from 'node:path';
import {SOURCE_HASH_PATTERN} from './hash';

/** One translated unit: the hash of the English it was translated from, and the Chinese (absent where the Chinese lives elsewhere: an MDX file, code.json). */
export interface MemoryEntry {
  source?: string;
  zh?: string;
}

/** A domain's memory: unit id -> entry. */
export type Memory = Record<string, MemoryEntry>;

/** Where the memory files live, relative to the site directory: one `<domain>.json` each. */
export const MEMORY_DIR = 'i18n/zh-CN/memory';

export function memoryFilePath(siteDir: string, domain: string): string {
  return path.join(siteDir, MEMORY_DIR, `${domain}.json`);
}

/** Checks a parsed memory file, naming the entry and the fix for anything else than `{id: {source?, zh?}}`. */
export function validateMemory(parsed: unknown, label: string): Memory {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${label}: expected an object of unit id -> {"source": "<hash>", "zh": "<Chinese>"}.`);
  }
  for (const [id, entry] of Object.entries(parsed)) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new Error(`${label}: "${id}" must be an object such as {"zh": "..."}.`);
    }
    for (const [key, value] of Object.entries(entry)) {
      if (key !== 'source' && key !== 'zh') {
        throw new Error(`${label}: "${id}" has "${key}"; an entry holds only "source" and "zh".`);
      }
      if (typeof value !== 'string') throw new Error(`${label}: "${id}".${key} must be a string.`);
      if (key === 'source' && !SOURCE_HASH_PATTERN.test(value)) {
        throw new Error(
          `${label}: "${id}".source must be 12 hex digits; remove it and run \`npm run translations -- stamp\`.`,
        );
      }
    }
  }
  return parsed as Memory;
}

/** The domain's memory, `{}` when it has no file yet. */
export function readMemory(siteDir: string, domain: string): Memory {
  const file = memoryFilePath(siteDir, domain);
  if (!fs.existsSync(file)) return {};
  const label = path.relative(siteDir, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${label}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
  return validateMemory(parsed, label);
}

/** The file as the format fixes it: ids sorted, `source` before `zh`, two-space JSON, a final newline. */
export function serializeMemory(memory: Memory): string {
  const sorted: Memory = {};
  for (const id of Object.keys(memory).sort()) {
    const {source, zh} = memory[id]!;
    sorted[id] = {...(source !== undefined && {source}), ...(zh !== undefined && {zh})};
  }
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function writeMemory(siteDir: string, domain: string, memory: Memory): void {
  const file = memoryFilePath(siteDir, domain);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, serializeMemory(memory));
}
