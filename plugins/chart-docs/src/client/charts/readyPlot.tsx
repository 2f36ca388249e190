/**
 * The drawn plot, handed from the chart's `onReady` to its accessible figure
 * without re-rendering the chart: only the figure subscribes, and the chart
 * element it wraps keeps its identity, so React skips it. A re-render of the
 * package's component is not free (it compares its config deeply and redraws
 * for a function or object the engine changed), and the site must not add one.
 */
import React, {useSyncExternalStore} from 'react';
import AccessibleChart, {type ReadyPlot} from '../../theme/AccessibleChart';
import type {PlotOptions} from '../../theme/AccessibleChart/chartRecords';

export interface PlotStore {
  get(): ReadyPlot | null;
  set(plot: ReadyPlot): void;
  subscribe(onChange: () => void): () => void;
}

export function createPlotStore(): PlotStore {
  let plot: ReadyPlot | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => plot,
    set(next) {
      plot = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

interface Props {
  type: string;
  options: PlotOptions;
  store: PlotStore;
  children: React.ReactNode;
}

export function ReadyPlotFigure({type, options, store, children}: Props): React.JSX.Element {
  const plot = useSyncExternalStore(store.subscribe, store.get, () => null);
  return (
    <AccessibleChart type={type} options={options} plot={plot}>
      {children}
    </AccessibleChart>
  );
}
