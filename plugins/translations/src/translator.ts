import {sourceHash} from './hash';
import {readMemory, type Memory} from './memoryFile';
import {ALLOW_UNTRANSLATED_ENV, isTranslatedLocale} from './locale';

/** How many fallbacks a build message lists. */
const MAX_LISTED = 40;

/** `{name}` placeholders filled from `values`; one pass, so a value holding braces stays as it is. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export interface Translator {
  /** The locale's text for a unit: the Chinese when its entry was translated from this very English, else the English. */
  text(id: string, english: string): string;
  /** The same for a template, then its placeholders filled (`on the {direction} axis`). */
  template(id: string, englishTemplate: string, values?: Readonly<Record<string, string | number>>): string;
  /** The Chinese alone, `undefined` when missing or stale (for texts added to the English, such as keywords). */
  lookup(id: string, english: string): string | undefined;
  /** Units asked for that fell back to English, as `domain.json: id (missing|stale)`. */
  readonly fallbacks: readonly string[];
}

/** English in, English out: what an English build uses, so its output stays exactly as before. */
export const ENGLISH: Translator = {
  text: (_id, english) => english,
  template: (_id, englishTemplate, values) => fillTemplate(englishTemplate, values),
  lookup: () => undefined,
  fallbacks: [],
};

/** A translator over one domain's memory, recording each unit that fell back to English. */
export function memoryTranslator(domain: string, memory: Memory): Translator {
  const fallbacks: string[] = [];
  const lookup = (id: string, english: string): string | undefined => {
    const entry = memory[id];
    return entry?.zh && entry.source === sourceHash(english) ? entry.zh : undefined;
  };
  const text = (id: string, english: string): string => {
    const zh = lookup(id, english);
    if (zh !== undefined) return zh;
    const why = memory[id]?.zh ? 'stale' : 'missing';
    const line = `${domain}.json: ${id} (${why})`;
    if (!fallbacks.includes(line)) fallbacks.push(line);
    return english;
  };
  return {
    text,
    lookup,
    template: (id, englishTemplate, values) => fillTemplate(text(id, englishTemplate), values),
    fallbacks,
  };
}

/** The translator a build of `locale` uses for a domain: English for every locale but zh-CN. */
export function loadTranslator(siteDir: string, locale: string | undefined, domain: string): Translator {
  return isTranslatedLocale(locale) ? memoryTranslator(domain, readMemory(siteDir, domain)) : ENGLISH;
}

/**
 * After a zh-CN build step: nothing when every unit was translated; otherwise a warning in development, and in
 * production an error listing them, unless `TRANSLATIONS_ALLOW_MISSING=1` turns it into the warning.
 */
export function reportFallbacks(
  plugin: string,
  translators: readonly Translator[],
  {production, warn}: {production: boolean; warn: (message: string) => void},
): void {
  const fallbacks = translators.flatMap((translator) => translator.fallbacks);
  if (fallbacks.length === 0) return;
  // The first ones name the kind of gap; `npm run translations -- status` lists every one.
  const shown = fallbacks.slice(0, MAX_LISTED);
  const more = fallbacks.length > shown.length ? `\n  ... and ${fallbacks.length - shown.length} more` : '';
  const list = `${fallbacks.length} units shown in English (run \`npm run translations -- status\`):\n  ${shown.join('\n  ')}${more}`;
  if (production && process.env[ALLOW_UNTRANSLATED_ENV] !== '1') {
    throw new Error(
      `[${plugin}] the zh-CN build would ship English where Chinese belongs. ${list}\n` +
        `Translate them, or build with ${ALLOW_UNTRANSLATED_ENV}=1 to ship them in English for now.`,
    );
  }
  warn(`[${plugin}] ${list}`);
}
