import React, {Suspense, useContext} from 'react';
import {ChartOverridesContext} from '@site/src/charts/chartOverrides';
import type {DemoEntry} from '@site/src/charts/demoRegistry';
import {loadDemoComponent} from '@site/src/charts/demoRegistry';
import RetryingErrorBoundary from './RetryingErrorBoundary';
import ChartPlaceholder from './ChartPlaceholder';
import {lazyComponentCache} from './lazyComponentCache';

const lazyDemo = lazyComponentCache<string>();

/** The demo file's own component, compiled by the site bundler. */
function DemoPreview({entry}: {entry: DemoEntry}): React.JSX.Element {
  return (
    // A changed option (or Reset) clears an error the previous options caused.
    <RetryingErrorBoundary resetKey={useContext(ChartOverridesContext)}>
      {() => {
        const Component = lazyDemo(entry.id, () => loadDemoComponent(entry));
        return (
          <Suspense fallback={<ChartPlaceholder />}>
            <Component />
          </Suspense>
        );
      }}
    </RetryingErrorBoundary>
  );
}

/**
 * Memoised on the entry: each keystroke in the live editor re-renders the demo
 * block, and a re-rendered chart component updates its chart (new inline
 * props), replaying the chart's animation while the visitor types. The chart
 * must change only when the debounced code runs.
 */
export default React.memo(DemoPreview);
