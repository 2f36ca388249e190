import type {PropControl, PropRow} from '../../props/types';
import {walkPropRows} from '../../propsRows/walkPropRows';

/**
 * Every row's control by dotted path, nested rows included; `null` for a row
 * edited in code only (a function, an object, a tick interval), so a link can
 * say so instead of calling it unknown.
 */
export function indexControls(groups: ReadonlyArray<readonly PropRow[]>): Map<string, PropControl | null> {
  const index = new Map<string, PropControl | null>();
  for (const {row, path} of walkPropRows(groups.flat())) index.set(path, row.control ?? null);
  return index;
}
