/**
 * The title of a chart type's page in the page's language (the registry holds
 * the Chinese front-matter titles in a zh-CN build: `双轴图`), which names the
 * chart in a translated summary.
 */
import {charts} from '@generated/chart-docs/default/registry';

/** `DualAxes` -> `dual-axes`, as G2Plot names its plot types. */
function plotType(component: string): string {
  return component.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The page title of the chart whose component draws `type` (`dual-axes`), or undefined. */
export function chartTitle(type: string): string | undefined {
  return charts.find((chart) => plotType(chart.component) === type)?.title;
}
