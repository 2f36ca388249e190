import React, {Suspense, lazy, useMemo} from 'react';
import type {DemoEntry} from '@site/src/charts/demoRegistry';
import {loadDemoComponent} from '@site/src/charts/demoRegistry';
import DemoErrorBoundary from './DemoErrorBoundary';
import ChartPlaceholder from './ChartPlaceholder';

const lazyDemos = new Map<string, React.LazyExoticComponent<React.ComponentType>>();

/** One lazy component per demo id, so React suspends only on the first render. */
function lazyDemo(entry: DemoEntry): React.LazyExoticComponent<React.ComponentType> {
  let component = lazyDemos.get(entry.id);
  if (!component) {
    component = lazy(() => loadDemoComponent(entry).then((loaded) => ({default: loaded})));
    lazyDemos.set(entry.id, component);
  }
  return component;
}

/** The demo file's own component, compiled by the site bundler. */
function DemoPreview({entry}: {entry: DemoEntry}): React.JSX.Element {
  const Component = useMemo(() => lazyDemo(entry), [entry]);
  return (
    <DemoErrorBoundary>
      <Suspense fallback={<ChartPlaceholder />}>
        <Component />
      </Suspense>
    </DemoErrorBoundary>
  );
}

/**
 * Memoised on the entry: each keystroke in the live editor re-renders the demo
 * block, and a re-rendered chart component updates its chart (new inline
 * props), replaying the chart's animation while the visitor types. The chart
 * must change only when the debounced code runs.
 */
export default React.memo(DemoPreview);
