/**
 * The anchor of a props-table row on its chart page: `#prop-{path}`
 * (`/api/line#prop-xAxis.label`). Search results, the chart inspector and
 * the editor's hover link to it; the table opens and scrolls to the row it names.
 */

const PROP_ANCHOR_PREFIX = 'prop-';

/** The element id of the row at `path`: `prop-xAxis.label`. */
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
