import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The site's translation memory as the twins read it: `i18n/{locale}/memory/{domain}.json`, each entry
 * `{"source": hash of the English text, "zh": the translation}`. This is the one module of the plugin that
 * knows the memory's layout, so that moving to the memory's own reader is a change here only.
 */
export interface TranslationMemory {
  /** The locale's translation of `english` (any unit stamped with its hash), or `english` itself when there is none. */
  text(english: string): string;
  /** The entry `id` of `domain` when it was translated from exactly `english`; undefined when missing or stale. */
  unit(domain: string, id: string, english: string): string | undefined;
}

/** The memory's hash of an English text: the first 12 hex digits of its SHA-256 (UTF-8). */
export function sourceHash(english: string): string {
  return createHash('sha256').update(english, 'utf8').digest('hex').slice(0, 12);
}

interface MemoryEntry {
  source?: string;
  zh?: string;
}

type MemoryFiles = Readonly<Record<string, Readonly<Record<string, MemoryEntry>>>>;

/** The memory of `files` (domain -> unit id -> entry); entries without a stamped `source` are never used. */
export function createTranslationMemory(files: MemoryFiles): TranslationMemory {
  const byHash = new Map<string, string>();
  for (const entries of Object.values(files)) {
    for (const entry of Object.values(entries)) {
      if (entry.source && entry.zh && !byHash.has(entry.source)) byHash.set(entry.source, entry.zh);
    }
  }
  return {
    text: (english) => (english ? (byHash.get(sourceHash(english)) ?? english) : english),
    unit(domain, id, english) {
      const entry = Object.hasOwn(files, domain) && Object.hasOwn(files[domain], id) ? files[domain][id] : undefined;
      return entry?.zh && entry.source === sourceHash(english) ? entry.zh : undefined;
    },
  };
}

/** The memory folder of a locale, relative to the site. */
export function memoryDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'i18n', locale, 'memory');
}

/** Reads every domain file of the locale's memory; an absent folder is an empty memory. */
export function readTranslationMemory(siteDir: string, locale: string): TranslationMemory {
  const dir = memoryDir(siteDir, locale);
  const files: Record<string, Record<string, MemoryEntry>> = {};
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error(`[llms] ${path.relative(siteDir, file)}: expected an object of unit id -> {source, zh}.`);
    }
    files[name.replace(/\.json$/, '')] = parsed as Record<string, MemoryEntry>;
  }
  return createTranslationMemory(files);
}
