import {extractAllChartProps, type ChartRef} from './extractChartProps';
import {applyEnglishDescriptions, readEnglishDescriptions} from './applyEnglishDescriptions';
import {applyControlRanges, readControlRanges} from './applyControlRanges';
import {applyCallbackDescriptions, readCallbackDescriptions} from './applyCallbackDescriptions';
import {applyMarkdownDescriptions} from './markdownDescription';
import {applyEngineDefaults, readEngineDefaults} from './applyEngineDefaults';
import {applyEngineRegistries} from './applyEngineRegistries';
import {applySince, readSinceData} from '../since/applySince';
import type {ChartPropsTable} from './types';

/**
 * Every chart's props table as the site shows it: the rows extracted from the
 * typings, then, each step making new rows from the last, their English
 * descriptions, control ranges, callback parameter texts, Markdown parts,
 * engine defaults, the names the engine registers and the release each option came in. `warnings` name what the data files do not cover yet.
 */
export function buildPropsTables(
  siteDir: string,
  charts: readonly ChartRef[],
): {tables: Record<string, ChartPropsTable>; warnings: string[]} {
  const english = applyEnglishDescriptions(extractAllChartProps(siteDir, charts), readEnglishDescriptions(siteDir));
  const ranged = applyControlRanges(english.tables, readControlRanges(siteDir));
  const callbacks = applyCallbackDescriptions(ranged, readCallbackDescriptions(siteDir));
  const engineDefaults = readEngineDefaults(siteDir);
  const engine = applyEngineDefaults(applyMarkdownDescriptions(callbacks.tables), engineDefaults);

  const warnings: string[] = [];
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
    tables: applySince(applyEngineRegistries(engine.tables, engineDefaults.registries), readSinceData(siteDir)),
    warnings,
  };
}
