import type {PropControl, PropRow} from '@site/plugins/chart-docs/src/props/types';

/** Every row's control by dotted path, nested rows included. */
export function indexControls(groups: ReadonlyArray<readonly PropRow[]>): Map<string, PropControl> {
  const index = new Map<string, PropControl>();
  const visit = (rows: readonly PropRow[], prefix: string): void => {
    for (const row of rows) {
      const path = prefix + row.name;
      if (row.control) index.set(path, row.control);
      if (row.children) visit(row.children, `${path}.`);
    }
  };
  groups.forEach((rows) => visit(rows, ''));
  return index;
}
