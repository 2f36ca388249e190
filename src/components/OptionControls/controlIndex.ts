import type {PropControl, PropRow} from '@site/plugins/chart-docs/src/props/types';

/**
 * Every row's control by dotted path, nested rows included; `null` for a row
 * edited in code only (a function, an object, a tick interval), so a link can
 * say so instead of calling it unknown.
 */
export function indexControls(groups: ReadonlyArray<readonly PropRow[]>): Map<string, PropControl | null> {
  const index = new Map<string, PropControl | null>();
  const visit = (rows: readonly PropRow[], prefix: string): void => {
    for (const row of rows) {
      const path = prefix + row.name;
      index.set(path, row.control ?? null);
      if (row.children) visit(row.children, `${path}.`);
    }
  };
  groups.forEach((rows) => visit(rows, ''));
  return index;
}
