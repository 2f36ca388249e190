import React, {Suspense, useContext, useEffect, useMemo, useState} from 'react';
import {ChartOverridesContext} from '../../client/charts/chartOverrides';
import {ChartDemoContext, type ChartDemo, type DrawnChart} from '../../client/charts/chartDemoContext';
import type {DemoEntry} from '../../client/charts/demoRegistry';
import {loadDemoComponent} from '../../client/charts/demoRegistry';
import RetryingErrorBoundary from './RetryingErrorBoundary';
import ChartPlaceholder from './ChartPlaceholder';
import PreviewPicture from './PreviewPicture';
import {lazyComponentCache} from './lazyComponentCache';
import styles from './preview.module.css';

const lazyDemo = lazyComponentCache<string>();

interface Props {
  entry: DemoEntry;
  /** Show the demo's preview picture until the chart has drawn (chart pages; not the standalone page). */
  withPreview?: boolean;
  /** The preview is in the first screen: fetch it at once. */
  priority?: boolean;
}

/**
 * A chart drawn outside the site's wrappers never reports its first frame;
 * its cover goes after this long anyway.
 */
const COVER_TIMEOUT_MS = 5000;

/** Runs the callback after the browser has painted the next frame. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}

/** The demo file's own component, compiled by the site bundler. */
function DemoPreview({entry, withPreview = false, priority}: Props): React.JSX.Element {
  const preview = withPreview ? entry.preview : null;
  // The picture stays over the chart until the chart's first frame is painted.
  const [drawn, setDrawn] = useState(false);
  const outer = useContext(ChartDemoContext);
  const demo = useMemo<ChartDemo | null>(() => {
    if (!outer || !preview) {
      return outer;
    }
    return {
      ...outer,
      replacesPicture: true,
      onChart: (chart: DrawnChart | null) => {
        outer.onChart?.(chart);
        if (chart) {
          afterNextPaint(() => setDrawn(true));
        }
      },
    };
  }, [outer, preview]);
  return (
    // A changed option (or Reset) clears an error the previous options caused.
    <RetryingErrorBoundary resetKey={useContext(ChartOverridesContext)}>
      {() => {
        // Taken on every retry: the cache hands out a fresh lazy component once a failed one is dropped.
        const Component = lazyDemo(entry.id, () => loadDemoComponent(entry));
        return (
          <Suspense fallback={<ChartPlaceholder preview={preview} title={entry.title} priority={priority} />}>
            <ChartDemoContext.Provider value={demo}>
              <Component />
            </ChartDemoContext.Provider>
            {preview && !drawn && <PreviewCover entry={entry} priority={priority} onTimeout={() => setDrawn(true)} />}
          </Suspense>
        );
      }}
    </RetryingErrorBoundary>
  );
}

function PreviewCover({
  entry,
  priority,
  onTimeout,
}: {
  entry: DemoEntry;
  priority?: boolean;
  onTimeout: () => void;
}): React.JSX.Element | null {
  useEffect(() => {
    const timer = window.setTimeout(onTimeout, COVER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
    // Once per mount: the time-out counts from when the chart component mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!entry.preview) {
    return null;
  }
  return (
    <div className={styles.cover} aria-hidden="true">
      <PreviewPicture preview={entry.preview} title="" priority={priority} />
    </div>
  );
}

/**
 * Memoised on the entry: each keystroke in the live editor re-renders the demo
 * block, and a re-rendered chart component updates its chart (new inline
 * props), replaying the chart's animation while the visitor types. The chart
 * must change only when the debounced code runs.
 */
export default React.memo(DemoPreview);
