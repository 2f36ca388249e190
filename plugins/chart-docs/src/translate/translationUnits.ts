import type {ScannedDemo} from '../scanDemos';
import {readEnglishDescriptions} from '../props/applyEnglishDescriptions';
import {readCallbackDescriptions} from '../props/applyCallbackDescriptions';
import {readDifferences} from './readDifferences';
import {RECORD_PHRASES} from '../record/phrases';

/** A demo's keywords as one unit's English: the list its header gives, as written there. */
export function demoKeywordsText(keywords: readonly string[]): string {
  return keywords.join(', ');
}

/** The `demos` domain: `<demoId>.title`, `.description` and `.keywords` of every demo. */
export function demoTranslationUnits(demos: readonly ScannedDemo[]): Map<string, string> {
  const units = new Map<string, string>();
  for (const demo of demos) {
    units.set(`${demo.id}.title`, demo.asset.title);
    units.set(`${demo.id}.description`, demo.asset.description);
    units.set(`${demo.id}.keywords`, demoKeywordsText(demo.asset.keywords));
  }
  return units;
}

/** Memory ids of the props domain by source file: `desc:` en.json, `callback:` callbacks.en.json, `difference:` differences.json. */
export const PROPS_UNIT_PREFIXES = {descriptions: 'desc:', callbacks: 'callback:', differences: 'difference:'} as const;

/** The `props` domain: every entry of the three English texts files, by its key with the file's prefix. */
export function propsTranslationUnits(siteDir: string): Map<string, string> {
  const units = new Map<string, string>();
  const add = (prefix: string, texts: Readonly<Record<string, string>>) => {
    for (const [key, text] of Object.entries(texts)) units.set(`${prefix}${key}`, text);
  };
  add(PROPS_UNIT_PREFIXES.descriptions, readEnglishDescriptions(siteDir));
  add(PROPS_UNIT_PREFIXES.callbacks, readCallbackDescriptions(siteDir));
  add(PROPS_UNIT_PREFIXES.differences, readDifferences(siteDir));
  return units;
}

/** The `record` domain: the recorder's phrase templates. */
export function recordTranslationUnits(): Map<string, string> {
  return new Map(Object.entries(RECORD_PHRASES));
}
