/**
 * A one-sentence summary of what a chart draws, for its accessible
 * description: "Line chart, 12 points, users from 3,120 to 6,890, highest in
 * 2023-12." Pure, so it can be tested without a canvas.
 */
import type {Cell, ChartRecord} from './chartRecords';

/** The fields a chart's config maps, as G2Plot names them. */
export interface ChartFields {
  xField?: string;
  /** A string, or one field per axis (DualAxes) or per price (Stock). */
  yField?: string | string[];
  angleField?: string;
  colorField?: string;
  seriesField?: string;
  /** `meta` aliases: field -> name shown to people. */
  aliases?: Record<string, string>;
}

/** How many names a list spells out before "and N more". */
const LISTED_NAMES = 5;

const numberFormat = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

/** `dual-axes` or `DualAxes` -> `Dual axes chart`. */
export function chartTypeLabel(chartType: string): string {
  const words = chartType
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words.length === 0) {
    return 'Chart';
  }
  const text = `${words.join(' ')} chart`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function format(value: Cell): string {
  return typeof value === 'number' ? numberFormat.format(value) : String(value ?? '');
}

function nameOf(field: string, aliases: Record<string, string> | undefined): string {
  return aliases?.[field] ?? field;
}

function listNames(values: string[]): string {
  const shown = values.slice(0, LISTED_NAMES).join(', ');
  const rest = values.length - LISTED_NAMES;
  return rest > 0 ? `${shown} and ${rest} more` : shown;
}

function distinct(records: ChartRecord[], field: string): string[] {
  const seen = new Set<string>();
  for (const record of records) {
    if (record[field] !== undefined && record[field] !== null) {
      seen.add(format(record[field]));
    }
  }
  return [...seen];
}

function measuresOf(fields: ChartFields, records: ChartRecord[]): string[] {
  const y = fields.yField;
  const listed = [...(Array.isArray(y) ? y : y ? [y] : []), ...(fields.angleField ? [fields.angleField] : [])];
  if (listed.length > 0) {
    return listed;
  }
  // Charts without a y field (gauges, word clouds, trees, sankey) keep their number under a known name.
  const first = records[0] ?? {};
  return ['value', 'percent', 'size', 'weight'].filter((field) => typeof first[field] === 'number').slice(0, 1);
}

/** "users from 3,120 to 6,890, highest in 2023-12", or "percent 75%" for a single value. */
function describeMeasure(
  records: ChartRecord[],
  measure: string,
  category: string | undefined,
  aliases: Record<string, string> | undefined,
): string | null {
  const numbered = records.filter((record) => typeof record[measure] === 'number');
  if (numbered.length === 0) {
    return null;
  }
  const label = nameOf(measure, aliases);
  const values = numbered.map((record) => record[measure] as number);
  if (numbered.length === 1) {
    const value = values[0]!;
    return measure === 'percent' && value <= 1
      ? `${label} ${numberFormat.format(value * 100)}%`
      : `${label} ${format(value)}`;
  }
  const min = Math.min(...values);
  const max = Math.max(...values);
  const highest = numbered[values.indexOf(max)]!;
  const where = category && highest[category] !== undefined ? `, highest in ${format(highest[category])}` : '';
  return `${label} from ${format(min)} to ${format(max)}${where}`;
}

/**
 * Summarises the drawn records: chart type, how many points (and series),
 * and the range of each measured field with where it peaks.
 */
export function describeChartData(chartType: string, records: ChartRecord[], fields: ChartFields = {}): string {
  const parts = [chartTypeLabel(chartType)];
  if (records.length === 0) {
    return `${parts[0]}, no data.`;
  }
  parts.push(records.length === 1 ? '1 point' : `${numberFormat.format(records.length)} points`);
  const category = fields.xField ?? fields.colorField;
  const seriesField =
    fields.seriesField ?? (fields.xField && fields.colorField !== fields.xField ? fields.colorField : undefined);
  if (seriesField) {
    const series = distinct(records, seriesField);
    if (series.length > 1) {
      parts.push(`${series.length} series (${listNames(series)})`);
    }
  } else if (category && !fields.xField) {
    const categories = distinct(records, category);
    if (categories.length > 1) {
      parts.push(`${nameOf(category, fields.aliases)}: ${listNames(categories)}`);
    }
  }
  for (const measure of measuresOf(fields, records)) {
    const text = describeMeasure(records, measure, category, fields.aliases);
    if (text) {
      parts.push(text);
    }
  }
  return `${parts.join(', ')}.`;
}
