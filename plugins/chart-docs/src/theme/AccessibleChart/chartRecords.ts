/**
 * The records a chart draws, as rows of plain values, read from a G2Plot
 * plot's options: the data table, its CSV copy and the data summary all use
 * this, so they always agree with each other and with the chart.
 */

export type Cell = string | number | boolean | null;
export type ChartRecord = Record<string, Cell>;

export interface ChartColumn {
  /** The record's key. */
  key: string;
  /** The key's `meta` alias, or the key itself. */
  label: string;
}

export interface ChartTable {
  columns: ChartColumn[];
  rows: ChartRecord[];
}

/** The options of a plot as this module reads them; every field is checked before use. */
export type PlotOptions = Record<string, unknown>;

type Meta = Record<string, {alias?: unknown} | undefined>;

const PROGRESS_TYPES = new Set(['gauge', 'liquid', 'progress', 'ring-progress']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Arrays inside arrays are spelled out this deep; a list that holds itself stops there. */
const MAX_CELL_DEPTH = 3;

/**
 * A record's value as a table cell: arrays joined, dates in ISO form, other
 * objects as JSON. Never throws: edited code can put anything in `data`
 * (a `BigInt`, an invalid date, an object that holds itself).
 */
export function toCell(value: unknown, depth = 0): Cell {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'bigint') {
    return value.toString();
  }
  if (typeof value === 'symbol') {
    return value.description ?? '';
  }
  if (typeof value === 'function') {
    return null;
  }
  if (Array.isArray(value)) {
    return depth >= MAX_CELL_DEPTH ? '…' : value.map((item) => String(toCell(item, depth + 1) ?? '')).join(', ');
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  }
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    // Cycles and BigInts inside an object: JSON has no spelling for them.
    return '{…}';
  }
}

/** Plain values of one record; G2's own bookkeeping keys (`_origin`, `__id__`...) left out. */
function toRecord(value: unknown): ChartRecord | null {
  if (!isObject(value)) {
    return null;
  }
  const record: ChartRecord = {};
  for (const [key, item] of Object.entries(value)) {
    if (!key.startsWith('_') && key !== 'children') {
      record[key] = toCell(item);
    }
  }
  return record;
}

/** How one item of a data array becomes a row: converted for the table, or kept as it is for the summary. */
type RowOf<R> = (item: unknown) => R | null;

/** Records of a data array; the tiny charts take bare numbers, which become `{index, value}` (1-based). */
function recordsOf<R>(data: unknown, rowOf: RowOf<R>): Array<R | {index: number; value: number}> {
  if (!Array.isArray(data)) {
    return [];
  }
  const rows: Array<R | {index: number; value: number}> = [];
  data.forEach((item: unknown, index) => {
    const row = typeof item === 'number' && Number.isFinite(item) ? {index: index + 1, value: item} : rowOf(item);
    if (row !== null) {
      rows.push(row);
    }
  });
  return rows;
}

interface TreeNode {
  name?: unknown;
  value?: unknown;
  children?: unknown;
  [key: string]: unknown;
}

function sumOf(node: TreeNode): number {
  if (Array.isArray(node.children) && node.children.length > 0) {
    return node.children.reduce<number>((total, child) => total + (isObject(child) ? sumOf(child) : 0), 0);
  }
  return typeof node.value === 'number' ? node.value : 0;
}

/**
 * `{name, children}` trees as rows with a `path` column. Treemaps draw the
 * leaves; sunbursts every node below the root; circle packing every node.
 */
function flattenTree(root: unknown, which: 'leaves' | 'belowRoot' | 'all'): ChartRecord[] {
  const rows: ChartRecord[] = [];
  const visit = (node: TreeNode, path: string[], depth: number): void => {
    const name = String(node.name ?? '');
    const nodePath = depth === 0 ? [name] : [...path, name];
    const children = Array.isArray(node.children) ? node.children.filter(isObject) : [];
    const isLeaf = children.length === 0;
    const include = which === 'all' || (which === 'belowRoot' && depth > 0) || (which === 'leaves' && isLeaf);
    if (include) {
      rows.push({path: nodePath.join(' / '), ...toRecord(node), name, value: sumOf(node)});
    }
    children.forEach((child) => visit(child, nodePath, depth + 1));
  };
  if (isObject(root)) {
    visit(root, [], 0);
  }
  return rows;
}

function rowsOf<R extends object>(type: string, options: PlotOptions, rowOf: RowOf<R>): Array<R | ChartRecord> {
  if (PROGRESS_TYPES.has(type)) {
    return typeof options.percent === 'number' ? [{percent: options.percent}] : [];
  }
  switch (type) {
    case 'treemap':
      return flattenTree(options.data, 'leaves');
    case 'sunburst':
      return flattenTree(options.data, 'belowRoot');
    case 'circle-packing':
      return flattenTree(options.data, 'all');
    case 'dual-axes': {
      const data = Array.isArray(options.data) ? options.data : [];
      // Both axes often draw from one array (two fields of the same records): list those once.
      const distinct = data.filter((part, index) => data.indexOf(part) === index);
      return distinct.flatMap((part) => recordsOf(part, rowOf));
    }
    case 'mix': {
      const plots = Array.isArray(options.plots) ? options.plots.filter(isObject) : [];
      const views = Array.isArray(options.views) ? options.views.filter(isObject) : [];
      return [...plots, ...views].flatMap((view) => {
        const viewOptions = isObject(view.options) ? view.options : view;
        const label = typeof view.type === 'string' ? view.type : '';
        return recordsOf(viewOptions.data, rowOf).map((record) => ({view: label, ...record}));
      });
    }
    default:
      return recordsOf(options.data, rowOf);
  }
}

/** A record the summary reads: any object of the data, unconverted. */
export type RawRecord = Readonly<Record<string, unknown>>;

/**
 * The records the summary reads, the same ones the table lists but left as
 * the data holds them: converting a million records takes seconds, and the
 * summary reads only a few fields of each.
 */
export function summaryRecords(type: string, options: PlotOptions): RawRecord[] {
  return rowsOf<RawRecord>(type, options, (item) => (isObject(item) ? item : null));
}

function columnsOf(rows: ChartRecord[], meta: Meta): ChartColumn[] {
  const keys: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!keys.includes(key)) {
        keys.push(key);
      }
    }
  }
  return keys.map((key) => {
    const alias = meta[key]?.alias;
    return {key, label: typeof alias === 'string' && alias !== '' ? alias : key};
  });
}

/** All `meta` aliases of a plot, including those of a Mix's views. */
export function metaOf(options: PlotOptions): Meta {
  const own = isObject(options.meta) ? (options.meta as Meta) : {};
  const views = [options.plots, options.views].flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []));
  const nested = views.map((view) => (isObject(view.options) ? view.options.meta : view.meta)).filter(isObject);
  return Object.assign({}, ...nested, own) as Meta;
}

/** The records a plot of this type (G2Plot's `plot.type`, such as `line` or `dual-axes`) draws, with columns. */
export function chartTable(type: string, options: PlotOptions): ChartTable {
  const rows = rowsOf(type, options, toRecord);
  return {rows, columns: columnsOf(rows, metaOf(options))};
}

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV
 * Injection": `=`, `+`, `-`, `@`, tab, carriage return).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field. Text that starts like a formula gets a leading `'`, so
 * Excel, LibreOffice and Google Sheets show it as text instead of running it
 * (OWASP's rule). A cell that is a finite JavaScript number is written as is,
 * `-5` included: `String(number)` only ever spells a numeric literal (digits,
 * `-`, `.`, `e`), which a spreadsheet parses as a number and cannot call
 * anything, and prefixing it would turn every negative value into text. The
 * text `"-5"` (a string cell) and non-finite numbers (`-Infinity`) are
 * prefixed like any other text.
 */
function csvCell(value: Cell): string {
  let text = value === null ? '' : String(value);
  if (!(typeof value === 'number' && Number.isFinite(value)) && FORMULA_START.test(text)) {
    text = `'${text}`;
  }
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The table as CSV (RFC 4180): a header line of column labels, then one line
 * per record; formula-like text is neutralised (see `csvCell`).
 */
export function toCsv(table: ChartTable): string {
  const lines = [table.columns.map((column) => csvCell(column.label)).join(',')];
  for (const row of table.rows) {
    lines.push(table.columns.map((column) => csvCell(row[column.key] ?? null)).join(','));
  }
  return lines.join('\r\n');
}
