import React, {Suspense, useCallback, useContext, useState} from 'react';
import {ChartOverridesContext} from '@site/src/charts/chartOverrides';
import type {DemoEntry} from '@site/src/charts/demoRegistry';
import {loadDemoComponent} from '@site/src/charts/demoRegistry';
import DemoErrorBoundary from './DemoErrorBoundary';
import ChartPlaceholder from './ChartPlaceholder';
import {lazyComponentCache} from './lazyComponentCache';

const lazyDemo = lazyComponentCache<string>();

/** The demo file's own component, compiled by the site bundler. */
function DemoPreview({entry}: {entry: DemoEntry}): React.JSX.Element {
  // Each retry remounts the boundary (clearing its error) around the fresh
  // lazy component the cache hands out once the failed one is dropped.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const Component = lazyDemo(entry.id, () => loadDemoComponent(entry));
  return (
    // A changed option (or Reset) clears an error the previous options caused.
    <DemoErrorBoundary key={attempt} onRetry={retry} resetKey={useContext(ChartOverridesContext)}>
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
