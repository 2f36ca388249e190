import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {ENGLISH, loadTranslator, TRANSLATED_LOCALE, type Translator} from '../../../translations/src';
import type {ChartEntry} from '../loadChartRegistry';
import type {ScannedDemo} from '../scanDemos';
import {RECORD_PHRASES, type RecordPhrase} from '../record/phrases';
import {demoKeywordsText, PROPS_UNIT_PREFIXES} from './translationUnits';

/** The translators one build of the plugin uses: English ones for every locale but zh-CN. */
export interface ChartDocsLanguage {
  locale: string;
  demos: Translator;
  props: Translator;
  record: Translator;
}

export function chartDocsLanguage(siteDir: string, locale: string): ChartDocsLanguage {
  return {
    locale,
    demos: loadTranslator(siteDir, locale, 'demos'),
    props: loadTranslator(siteDir, locale, 'props'),
    record: loadTranslator(siteDir, locale, 'record'),
  };
}

export const ENGLISH_LANGUAGE: ChartDocsLanguage = {locale: 'en', demos: ENGLISH, props: ENGLISH, record: ENGLISH};

/** The recorder's phrases in the build's language. */
export function recordPhrase(translator: Translator): RecordPhrase {
  return (id, values) => translator.template(id, RECORD_PHRASES[id], values);
}

/** A texts file (en.json, callbacks.en.json) with each entry in the build's language; keys unchanged. */
export function translateTexts(
  texts: Readonly<Record<string, string>>,
  prefix: (typeof PROPS_UNIT_PREFIXES)[keyof typeof PROPS_UNIT_PREFIXES],
  translator: Translator,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, translator.text(`${prefix}${key}`, text)]),
  );
}

/**
 * Demos with their title and description in the build's language; Chinese keywords are added to the English
 * ones (a reader may search in either). Everything else (code, ids, order) is the demo's own.
 */
export function translateDemos(demos: readonly ScannedDemo[], translator: Translator): ScannedDemo[] {
  if (translator === ENGLISH) return [...demos];
  return demos.map((demo) => {
    const {asset} = demo;
    const english = demoKeywordsText(asset.keywords);
    const keywords = translator.text(`${demo.id}.keywords`, english);
    const added = keywords === english ? [] : keywords.split(/[,，、]/).map((word) => word.trim());
    return {
      ...demo,
      asset: {
        ...asset,
        title: translator.text(`${demo.id}.title`, asset.title),
        description: translator.text(`${demo.id}.description`, asset.description),
        keywords: [...new Set([...asset.keywords, ...added.filter(Boolean)])],
      },
    };
  });
}

/**
 * Chart entries with the title and description of their Chinese page (the docs plugin's translation of
 * `docs/api/{slug}.mdx`), so cards and summaries read as the page does; English where no Chinese page exists.
 */
export function translateCharts(siteDir: string, charts: readonly ChartEntry[], locale: string): ChartEntry[] {
  if (locale !== TRANSLATED_LOCALE) return [...charts];
  const folder = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs/current/api');
  return charts.map((chart) => {
    const file = path.join(folder, `${chart.slug}.mdx`);
    if (!fs.existsSync(file)) return chart;
    const front = matter(fs.readFileSync(file, 'utf8')).data as {title?: unknown; description?: unknown};
    return {
      ...chart,
      ...(typeof front.title === 'string' && {title: front.title}),
      ...(typeof front.description === 'string' && {description: front.description}),
    };
  });
}

/**
 * A chart category's label in the build's language: the Chinese the sidebar uses for it
 * (`sidebar.docs.category.<label>` in the docs plugin's `current.json`), so the gallery's sections and the
 * sidebar read the same; the English label for other locales or where none is written.
 */
export function categoryLabels(siteDir: string, locale: string): (category: {label: string}) => string {
  const file = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs/current.json');
  if (locale !== TRANSLATED_LOCALE || !fs.existsSync(file)) return (category) => category.label;
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>;
  return (category) => messages[`sidebar.docs.category.${category.label}`]?.message || category.label;
}
