import {readTranslationMemory, type TranslationMemory} from './translationMemory';

/**
 * The sentences this plugin writes around the content (headings, notes, the llms.txt introductions), as
 * templates with `{placeholders}`. The English is the source; other languages take theirs from the
 * translation memory's `llms` domain (`i18n/{locale}/memory/llms.json`, one unit per id), stamped with
 * the hash of this English so that an English change shows as a stale unit.
 */
export const ENGLISH_PHRASES = {
  'twin.options': '{component} options',
  'twin.commonOptions': 'Common options',
  'twin.ignored':
    'Accepted but ignored by this chart (never read when drawn; drawing with them changes nothing): {names}.',
  'twin.compactSame': 'Exactly the common options listed at the start of this file.',
  'twin.compactDiffers': 'The common options listed at the start of this file, with these differences.',
  'twin.compactExtra': 'Rows of {component} that differ or are added:',
  'twin.compactMissing': 'Rows that {component} does not have: {names}.',
  'twin.eventsIntro': 'The chart emits these events (recorded by drawing it and pointing at each part).',
  'twin.eventsChartOnly': 'only on `plot.chart`: {names}',
  'twin.eventsListen':
    'Listen to one event: `onReady` receives the G2Plot chart once it has drawn; its `on(name, handler)` adds a ' +
    'listener (`off(name, handler)` removes it, and `"*"` matches every event). Or every event: ' +
    '`onEvent(plot, event)` is called for each one, with `event.type` its name; it is read when the chart is ' +
    'created, so define it outside the component or with `useCallback`. Events marked "only on `plot.chart`" ' +
    'reach only `plot.chart.on(name, handler)`.',
  'twin.examples': 'Examples',
  'twin.charts': 'Charts',
  'twin.shownOn': 'Shown on [its page]({link}).',
  'changelog.title': 'Changelog',
  'changelog.description': 'The releases of {name} 1.x, newest first; then those of {related}, a different package.',
  'changelog.related': 'All {count} releases of {name}. {about}',
  'changelog.released': 'Released {date}.',
  'changelog.differs': 'Differs from the documented @ant-design/plots 1.x: {note}',
  'examples.title': 'Examples',
  'examples.description': 'Every demo of the site, grouped by chart category.',
  'llmsTxt.intro':
    'Every page of this site has a Markdown twin at its path plus `.md` (`/index.md` for the home page), ' +
    'listed below. `llms-full.txt` holds the docs and chart pages in one file; ' +
    "`/schemas/{chart}.json` is the JSON Schema of each chart's config.",
  'llmsTxt.otherLanguage': 'The same site in {language}: [llms.txt]({url}).',
  'llmsFull.title': '{title}: every page',
  'llmsFull.intro':
    'The pages follow, each after a `Source:` comment. Every chart takes the common options below; ' +
    "each chart page lists its own options and how its common options differ from these. Each page's " +
    'own Markdown (the `Source:` address) has its whole table.',
  'props.function': 'a function',
  'props.fieldsSet': 'fields set: {value}',
  'props.asDrawn': '{value} (as drawn{condition})',
  'props.theme': '{value} (theme)',
  'props.withType': '{type} with type {values}',
  'props.callback': 'Callback {signature}',
  'props.neverCalled': 'The engine did not call it when drawn, pointed at and given new data.',
  'props.throws':
    "With the recorder's stand-in return value the drawing threw ({error}): return what the type asks for.",
  'props.anError': 'an error',
  'props.notPassed': 'The typings also name {names}, which the engine does not pass.',
  'props.onlyWithType': 'Only with type {values}.',
  'props.oneOf': 'One of {values}; each has the fields marked with it.',
  'props.registered': 'Names the engine registers: {values}.',
} as const;

export type PhraseId = keyof typeof ENGLISH_PHRASES;

/** The memory domain holding the phrases' translations. */
export const PHRASES_DOMAIN = 'llms';

/** The names of the languages, each in itself, for the line of llms.txt that links the other language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {en: 'English', 'zh-CN': '简体中文'};

/** `{name}` placeholders filled in one pass: a value holding braces is never read as a placeholder. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** What the Markdown of one language is written with: its phrases, and its translation of generated text. */
export interface Localizer {
  locale: string;
  phrase(id: PhraseId, values?: Readonly<Record<string, string | number>>): string;
  /** Generated text (a demo's title, an option's description) in this language when the memory has it. */
  text(english: string): string;
}

/** English, the source: the output is exactly what the plugin wrote before it had languages. */
export const ENGLISH: Localizer = {
  locale: 'en',
  phrase: (id, values) => fillTemplate(ENGLISH_PHRASES[id], values),
  text: (english) => english,
};

/** A language read from a translation memory; a phrase without a current unit stays English. */
export function createLocalizer(locale: string, memory: TranslationMemory): Localizer {
  return {
    locale,
    phrase: (id, values) =>
      fillTemplate(memory.unit(PHRASES_DOMAIN, id, ENGLISH_PHRASES[id]) ?? ENGLISH_PHRASES[id], values),
    text: (english) => memory.text(english),
  };
}

/** The localizer of a build's locale: English for the default locale, else the site's memory of that locale. */
export function localizerFor(siteDir: string, locale: string, defaultLocale: string): Localizer {
  return locale === defaultLocale ? ENGLISH : createLocalizer(locale, readTranslationMemory(siteDir, locale));
}
