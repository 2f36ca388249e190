import type {ComponentType} from 'react';
import {charts, demos, props, type DemoEntry} from '@generated/chart-docs/default/registry';
import type {ChartSummary, DemoData} from '@site/plugins/chart-docs/src/types';
import type {ChartPropsHead, PropRow} from '@site/plugins/chart-docs/src/props/types';
import {warmUpChartEngine} from './warmUpChartEngine';

export type {DemoEntry};

export interface PropsTableLoaders {
  load: () => Promise<ChartPropsHead>;
  loadCommon: () => Promise<PropRow[]>;
}

function hasOwn(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/** The demo with this id, or undefined for an unknown id (never a prototype property). */
export function getDemoEntry(id: string): DemoEntry | undefined {
  return hasOwn(demos, id) ? demos[id] : undefined;
}

/** Demos of a chart or page group, in their display order (main demo first). */
export function demosOfGroup(group: string): DemoEntry[] {
  return Object.values(demos).filter((demo) => demo.group === group);
}

export function getChart(slug: string): ChartSummary | undefined {
  return charts.find((chart) => chart.slug === slug);
}

export function allCharts(): readonly ChartSummary[] {
  return charts;
}

const componentCache = new Map<string, Promise<ComponentType>>();
const dataCache = new Map<string, Promise<DemoData>>();

/** Loads a demo's compiled component once per id; later calls share the same promise. */
export function loadDemoComponent(entry: DemoEntry): Promise<ComponentType> {
  let pending = componentCache.get(entry.id);
  if (!pending) {
    pending = warmUpChartEngine()
      .then(() => entry.loadComponent())
      .then((module) => module.default);
    // A failed chunk must be retryable on the next attempt.
    pending.catch(() => componentCache.delete(entry.id));
    componentCache.set(entry.id, pending);
  }
  return pending;
}

/** Loads a demo's source, asset and context once per id. */
export function loadDemoData(entry: DemoEntry): Promise<DemoData> {
  let pending = dataCache.get(entry.id);
  if (!pending) {
    pending = entry.loadData().then((module) => module.default);
    pending.catch(() => dataCache.delete(entry.id));
    dataCache.set(entry.id, pending);
  }
  return pending;
}

/** Loaders of a chart's props table (own options, then the common group), or undefined when it has none. */
export function propsTableLoader(slug: string): PropsTableLoaders | undefined {
  if (!hasOwn(props, slug)) {
    return undefined;
  }
  const {load, loadCommon} = props[slug];
  return {
    load: () => load().then((module) => module.default),
    loadCommon: () => loadCommon().then((module) => module.default),
  };
}
