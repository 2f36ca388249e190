import type {RegistryChartSummary} from '../../../../types';
import type {CallbackSignature, DescriptionPart, PropsRows} from '../../../../props/types';
import {locatePropPath} from '../../../../propsRows/locatePropPath';
import {toPropAnchorId} from '../../../../propsRows/propAnchor';

/** What the hover shows for a chart option besides its type: the props table's description and row. */
export interface OptionDoc {
  path: string;
  /** The row's type as the props table writes it. */
  type: string;
  description: string;
  /** The description's inline Markdown, when it has any. */
  descriptionParts?: DescriptionPart[];
  /** For a callback option: what the engine passes its function and what it returns, as the table shows. */
  callback?: CallbackSignature;
  /** `/api/line#prop-xField`. */
  href: string;
}

type LoadRows = (slug: string) => Promise<PropsRows>;

/**
 * Looks options up in the site's props tables, fetched on the first hover
 * over one of a chart's options and kept: `lookup('Line', 'xField')` gives
 * the English description the `/api/line` table shows, with a link to its row.
 * An unknown component or path, or a table that fails to load, gives
 * `undefined` (the hover then shows the type alone); a failed load is tried
 * again on the next hover.
 */
export function createOptionDocs(charts: readonly RegistryChartSummary[], loadRows: LoadRows) {
  const tables = new Map<string, ReturnType<LoadRows>>();
  return async function lookup(component: string, path: string): Promise<OptionDoc | undefined> {
    const chart = charts.find((candidate) => candidate.component === component);
    if (!chart) return undefined;
    let table = tables.get(chart.slug);
    if (!table) {
      table = loadRows(chart.slug);
      tables.set(chart.slug, table);
    }
    let rows: Awaited<ReturnType<LoadRows>>;
    try {
      rows = await table;
    } catch {
      tables.delete(chart.slug);
      return undefined;
    }
    const row = locatePropPath(rows, path)?.row;
    if (!row) return undefined;
    return {
      path,
      type: row.type,
      description: row.description,
      ...(row.descriptionParts && {descriptionParts: row.descriptionParts}),
      ...(row.callback && {callback: row.callback}),
      href: `${chart.permalink}#${toPropAnchorId(path)}`,
    };
  };
}
