import {mapTableRows} from '../propsRows/walkPropRows';
import {mapChartTables} from './mapChartTables';
import type {ChartPropsTable} from './types';

/** The names G2 and G2Plot register as they load (`npm run engine-defaults` records them). */
export interface EngineRegistries {
  /** `interactions: [{type: 'element-active'}]`. */
  interactions: string[];
  /** `label: {layout: {type: 'overlap'}}`. */
  labelLayouts: string[];
}

/** The rows whose value names one of a registry's entries. */
const NAMED_BY: ReadonlyArray<{path: string; registry: keyof EngineRegistries}> = [
  {path: 'interactions.type', registry: 'interactions'},
  {path: 'label.layout.type', registry: 'labelLayouts'},
];

/**
 * The interaction and label-layout `type` rows list the names the engine has
 * registered. Each name is a whole behaviour with its own settings, and an
 * app may register more with G2, so the typings' `string` stays and the
 * schema keeps taking any name.
 */
export function applyEngineRegistries(
  tables: Readonly<Record<string, ChartPropsTable>>,
  registries: EngineRegistries | undefined,
): Record<string, ChartPropsTable> {
  if (!registries) return {...tables};
  return mapChartTables(tables, (table) =>
    mapTableRows(table, (row, path) => {
      const named = NAMED_BY.find((entry) => entry.path === path);
      return named ? {...row, registeredValues: registries[named.registry]} : row;
    }),
  );
}
