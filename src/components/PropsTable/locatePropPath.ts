import type {PropRow} from '@site/plugins/chart-docs/src/props/types';

/** Every row's id is `prop-{path}`, e.g. `prop-xAxis.label`. */
export const PROP_ANCHOR_PREFIX = 'prop-';

export function toPropAnchorId(path: string): string {
  return `${PROP_ANCHOR_PREFIX}${path}`;
}

/** The option path named by a location hash (`#prop-xAxis.label` → `xAxis.label`), if it names one. */
export function parsePropAnchor(hash: string): string | undefined {
  let fragment = hash.replace(/^#/, '');
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is just not one of our anchors' forms; use it as written.
  }
  return fragment.startsWith(PROP_ANCHOR_PREFIX) && fragment.length > PROP_ANCHOR_PREFIX.length
    ? fragment.slice(PROP_ANCHOR_PREFIX.length)
    : undefined;
}

export interface PropLocation {
  group: 'own' | 'common';
  /** Paths of the rows to expand so the row shows (`xAxis`, `xAxis.label` for `xAxis.label.style`). */
  ancestors: string[];
  row: PropRow;
}

function findInRows(
  rows: readonly PropRow[],
  segments: readonly string[],
  prefix: string,
): {ancestors: string[]; row: PropRow} | undefined {
  const [head, ...rest] = segments;
  const row = rows.find((candidate) => candidate.name === head);
  if (!row) return undefined;
  if (rest.length === 0) return {ancestors: [], row};
  const path = prefix + row.name;
  const below = findInRows(row.children ?? [], rest, `${path}.`);
  return below && {ancestors: [path, ...below.ancestors], row: below.row};
}

/** Where the row for `path` sits in the table, or `undefined` when the table has no such row. */
export function locatePropPath(
  table: {own: readonly PropRow[]; common: readonly PropRow[]},
  path: string,
): PropLocation | undefined {
  const segments = path.split('.');
  const own = findInRows(table.own, segments, '');
  if (own) return {group: 'own', ...own};
  const common = findInRows(table.common, segments, '');
  return common && {group: 'common', ...common};
}
