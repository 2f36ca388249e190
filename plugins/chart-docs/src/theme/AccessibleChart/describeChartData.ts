/**
 * A one-sentence summary of what a chart draws, for its accessible
 * description: "Line chart, 12 points, users from 3,120 to 6,890, highest in
 * 2023-12." Pure, so it can be tested without a canvas; its words come from
 * the phrases passed in (the page's language, `summaryPhrases.ts`), English by default.
 */
import {toCell, type RawRecord} from './chartRecords';
import {summaryPhrases, type SummaryPhrases} from './summaryPhrases';

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

const DEFAULT_PHRASES = summaryPhrases();

/**
 * `dual-axes` or `DualAxes` -> `Dual axes chart`; a translated page names it
 * by `title`, the chart page's title there (`双轴图`).
 */
export function chartTypeLabel(chartType: string, title?: string): string {
  if (title) {
    return title;
  }
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

/** Formats numbers in the phrases' locale and any other value as its table cell. */
class Formatter {
  private readonly numbers: Intl.NumberFormat;

  constructor(readonly phrases: SummaryPhrases) {
    this.numbers = new Intl.NumberFormat(phrases.numberLocale, {maximumFractionDigits: 2});
  }

  number(value: number): string {
    return this.numbers.format(value);
  }

  value(value: unknown): string {
    return typeof value === 'number' ? this.number(value) : String(toCell(value) ?? '');
  }
}

function nameOf(field: string, aliases: Record<string, string> | undefined): string {
  return aliases?.[field] ?? field;
}

/** Distinct values counted before a summary says "more than N": bounds the memory for huge data sets. */
const MAX_DISTINCT = 10_000;

/** Sets how many distinct values a field has (up to `MAX_DISTINCT`) and the first few, in data order. */
interface Distinct {
  count: number;
  /** Reached `MAX_DISTINCT`: there may be more. */
  capped: boolean;
  first: string[];
}

function distinct(records: readonly RawRecord[], field: string, f: Formatter): Distinct {
  const seen = new Set<unknown>();
  const first: string[] = [];
  for (const record of records) {
    const value = record[field];
    if (value === undefined || value === null) {
      continue;
    }
    // Primitives are their own keys (no string to build per record); objects by their cell text.
    const key = typeof value === 'object' ? toCell(value) : value;
    if (seen.has(key)) {
      continue;
    }
    if (seen.size === MAX_DISTINCT) {
      return {count: seen.size, capped: true, first};
    }
    seen.add(key);
    if (first.length < LISTED_NAMES) {
      first.push(f.value(value));
    }
  }
  return {count: seen.size, capped: false, first};
}

function listDistinct(values: Distinct, f: Formatter): string {
  const rest = values.count - values.first.length;
  const list = values.first.join(f.phrases.listSeparator);
  return rest <= 0 ? list : f.phrases.listMore(list, f.number(rest), values.capped);
}

function countDistinct(values: Distinct, f: Formatter): string {
  const count = f.number(values.count);
  return values.capped ? f.phrases.moreThan(count) : count;
}

function measuresOf(fields: ChartFields, records: readonly RawRecord[]): string[] {
  const y = fields.yField;
  const listed = [...(Array.isArray(y) ? y : y ? [y] : []), ...(fields.angleField ? [fields.angleField] : [])];
  if (listed.length > 0) {
    return listed;
  }
  // Charts without a y field (gauges, word clouds, trees, sankey) keep their number under a known name.
  const first = records[0] ?? {};
  return ['value', 'percent', 'size', 'weight'].filter((field) => typeof first[field] === 'number').slice(0, 1);
}

/**
 * ["users from 3,120 to 6,890", "highest in 2023-12"], or ["percent 75%"] for a
 * single value. One pass, no spreading (a spread of 150,000 values overflows
 * the stack); only finite numbers count, so `NaN`, `null`, text and missing
 * values are left out.
 */
function describeMeasure(
  records: readonly RawRecord[],
  measure: string,
  category: string | undefined,
  aliases: Record<string, string> | undefined,
  f: Formatter,
): string[] {
  let count = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let highest: RawRecord | undefined;
  for (const record of records) {
    const value = record[measure];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      continue;
    }
    count += 1;
    if (value < min) {
      min = value;
    }
    if (value > max) {
      max = value;
      highest = record;
    }
  }
  if (count === 0 || highest === undefined) {
    return [];
  }
  const label = nameOf(measure, aliases);
  if (count === 1) {
    return [measure === 'percent' && max <= 1 ? `${label} ${f.number(max * 100)}%` : `${label} ${f.value(max)}`];
  }
  const peak = category === undefined ? undefined : highest[category];
  const range = f.phrases.range(label, f.value(min), f.value(max));
  return peak !== undefined && peak !== null ? [range, f.phrases.highestIn(f.value(peak))] : [range];
}

/**
 * Summarises the drawn records: chart type, how many points (and series),
 * and the range of each measured field with where it peaks.
 */
export function describeChartData(
  chartType: string,
  records: readonly RawRecord[],
  fields: ChartFields = {},
  phrases: SummaryPhrases = DEFAULT_PHRASES,
  chartTitle?: string,
): string {
  const f = new Formatter(phrases);
  const chart = chartTypeLabel(chartType, chartTitle);
  if (records.length === 0) {
    return phrases.noData(chart);
  }
  const parts = [chart, phrases.points(records.length, f.number(records.length))];
  const category = fields.xField ?? fields.colorField;
  const seriesField =
    fields.seriesField ?? (fields.xField && fields.colorField !== fields.xField ? fields.colorField : undefined);
  if (seriesField) {
    const series = distinct(records, seriesField, f);
    if (series.count > 1) {
      parts.push(phrases.series(countDistinct(series, f), listDistinct(series, f)));
    }
  } else if (category && !fields.xField) {
    const categories = distinct(records, category, f);
    if (categories.count > 1) {
      parts.push(phrases.labelled(nameOf(category, fields.aliases), listDistinct(categories, f)));
    }
  }
  for (const measure of measuresOf(fields, records)) {
    parts.push(...describeMeasure(records, measure, category, fields.aliases, f));
  }
  return `${parts.join(phrases.partSeparator)}${phrases.end}`;
}
