import {extractAllChartProps, type ChartRef} from './extractChartProps';
import {applyEnglishDescriptions, readEnglishDescriptions} from './applyEnglishDescriptions';
import {applyControlRanges, readControlRanges} from './applyControlRanges';
import {applyCallbackDescriptions, readCallbackDescriptions} from './applyCallbackDescriptions';
import {applyMarkdownDescriptions} from './markdownDescription';
import {applyEngineDefaults, readEngineDefaults} from './applyEngineDefaults';
import {applyEngineRegistries} from './applyEngineRegistries';
import {applyEngineRecord} from '../record/applyEngineRecord';
import {applyDrawnDefaults} from '../record/applyDrawnDefaults';
import {applyCheckedDefaults} from '../record/applyCheckedDefaults';
import {readEngineRecord} from '../record/readEngineRecord';
import type {EngineRecord} from '../record/types';
import type {ChartPropsTable, PropRow} from './types';
import {applySince, readSinceData} from '../since/applySince';
import {ENGLISH_LANGUAGE, recordPhrase, translateTexts, type ChartDocsLanguage} from '../translate/chartDocsLanguage';

/**
 * Every chart's props table as the site shows it: the rows extracted from the
 * typings, then, each step making new rows from the last, their English
 * descriptions, control ranges, what the engine recorder saw (options the chart ignores taken out,
 * callback parameters as passed), callback parameter texts, Markdown parts,
 * engine defaults, the defaults read back from the drawn chart (declared ones the drawing contradicts taken out), the names the engine registers and the release each option came in. `warnings` name what the data files do not cover yet.
 * `language` gives the descriptions and the recorder's phrases in the build's locale (English by default).
 */
export function buildPropsTables(
  siteDir: string,
  charts: readonly ChartRef[],
  record: EngineRecord = readEngineRecord(siteDir),
  language: ChartDocsLanguage = ENGLISH_LANGUAGE,
): {tables: Record<string, ChartPropsTable>; ignored: Record<string, PropRow[]>; warnings: string[]} {
  const phrase = recordPhrase(language.record);
  // A translated description keeps the `en` mark: it is the curated text, written in Markdown like the English.
  const english = applyEnglishDescriptions(
    extractAllChartProps(siteDir, charts),
    translateTexts(readEnglishDescriptions(siteDir), 'desc:', language.props),
  );
  const ranged = applyControlRanges(english.tables, readControlRanges(siteDir));
  const recorded = applyEngineRecord(ranged, record, phrase);
  const callbacks = applyCallbackDescriptions(
    recorded.tables,
    translateTexts(readCallbackDescriptions(siteDir), 'callback:', language.props),
  );
  const engineDefaults = readEngineDefaults(siteDir);
  const engine = applyEngineDefaults(applyMarkdownDescriptions(callbacks.tables), engineDefaults);
  const drawn = applyDrawnDefaults(engine.tables, record, phrase);
  const checked = applyCheckedDefaults(drawn.tables, record, phrase);

  const warnings: string[] = [];
  if (recorded.unrecorded.length > 0) {
    warnings.push(
      `charts missing from the engine recording (run \`npm run engine-record\`): ${recorded.unrecorded.join(', ')}`,
    );
  }
  if (callbacks.missing.length > 0) {
    warnings.push(
      `${callbacks.missing.length} callback parameters have no text in plugins/chart-docs/propsI18n/callbacks.en.json: ${callbacks.missing.join(', ')}`,
    );
  }
  const unshown = Object.entries(engine.unshown);
  if (unshown.length > 0) {
    warnings.push(
      `engine defaults that no props-table row shows (the typings offer no such option): ${unshown
        .map(([chart, paths]) => `${chart}: ${paths.join(', ')}`)
        .join('; ')}`,
    );
  }
  if (english.missing.length > 0) {
    warnings.push(
      `${english.missing.length} props have no English description in plugins/chart-docs/propsI18n/en.json; ` +
        `their tables show the original text: ${english.missing.join(', ')}`,
    );
  }
  return {
    tables: applySince(applyEngineRegistries(checked.tables, engineDefaults.registries), readSinceData(siteDir)),
    ignored: recorded.ignored,
    warnings,
  };
}
