import type {ComponentType} from 'react';
import {charts, demos, type DemoEntry} from '@generated/chart-docs/default/registry';
import type {DemoData, RegistryChartSummary} from '../../types';
import {promiseCache} from './promiseCache';
import {warmUpChartEngine} from './warmUpChartEngine';

export type {DemoEntry};

function hasOwn(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/** The demo with this id, or undefined for an unknown id (never a prototype property). */
export function getDemoEntry(id: string): DemoEntry | undefined {
  return hasOwn(demos, id) ? demos[id] : undefined;
}

/** The demo shown alone at this page path (`/~demos/{id}`, trailing slash or not), or undefined. */
export function demoAtPath(pathname: string): DemoEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(demos).find((demo) => demo.standalonePath === path);
}

/** Demos of a chart or page group, in their display order (main demo first). */
export function demosOfGroup(group: string): DemoEntry[] {
  return Object.values(demos).filter((demo) => demo.group === group);
}

export function allCharts(): readonly RegistryChartSummary[] {
  return charts;
}

const componentCache = promiseCache<string, ComponentType>();
const dataCache = promiseCache<string, DemoData>();

/** Loads a demo's compiled component once per id, after the chart engine has run. */
export function loadDemoComponent(entry: DemoEntry): Promise<ComponentType> {
  return componentCache(entry.id, () =>
    warmUpChartEngine()
      .then(() => entry.loadComponent())
      .then((module) => module.default),
  );
}

/** Loads a demo's source, asset and context once per id. */
export function loadDemoData(entry: DemoEntry): Promise<DemoData> {
  return dataCache(entry.id, () => entry.loadData().then((module) => module.default));
}
