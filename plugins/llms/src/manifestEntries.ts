import type {ChartSummary, DemoData} from '../../chart-docs/src';
import {sinceLabel} from '../../chart-docs/src';
import {markdownPathOf} from './markdownPath';
import {schemaPathOf} from './schemaPath';
import {ENGLISH, type Localizer} from './locale/phrases';
import type {LlmsChart, LlmsDemo} from './types';

/** A chart as `llms-manifest.json` lists it: its page and its schema. */
export function manifestChart(chart: ChartSummary): LlmsChart {
  return {
    slug: chart.slug,
    component: chart.component,
    title: chart.title,
    path: chart.permalink,
    schemaPath: schemaPathOf(chart.slug),
    ...(chart.since ? {since: sinceLabel(chart.since)} : {}),
  };
}

/** A demo as `llms-manifest.json` lists it: where it shows and its Markdown twin. */
export function manifestDemo(demo: DemoData, locale: Localizer = ENGLISH): LlmsDemo {
  return {
    id: demo.id,
    title: locale.text(demo.asset.title),
    description: locale.text(demo.asset.description),
    chart: demo.group,
    link: demo.pageLink ?? demo.standalonePath,
    markdownPath: markdownPathOf(demo.standalonePath),
  };
}
