import type {ChartFields} from './describeChartData';
import {metaOf, type PlotOptions} from './chartRecords';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The mapped fields of a chart's config, and its `meta` aliases. */
export function chartFields(options: PlotOptions): ChartFields {
  const y = options.yField;
  const aliases: Record<string, string> = {};
  for (const [field, meta] of Object.entries(metaOf(options))) {
    const alias = meta?.alias;
    if (typeof alias === 'string' && alias !== '') {
      aliases[field] = alias;
    }
  }
  return {
    xField: text(options.xField),
    yField: Array.isArray(y) ? y.filter((field): field is string => typeof field === 'string') : text(y),
    angleField: text(options.angleField),
    colorField: text(options.colorField),
    seriesField: text(options.seriesField),
    aliases,
  };
}

/** The field whose values name the series a reader moves between with Up and Down. */
export function seriesFieldOf(fields: ChartFields): string | undefined {
  if (fields.seriesField) {
    return fields.seriesField;
  }
  return fields.xField && fields.colorField && fields.colorField !== fields.xField ? fields.colorField : undefined;
}
