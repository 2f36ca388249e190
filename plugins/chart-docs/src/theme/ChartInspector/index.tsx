/**
 * The `Inspect chart` toggle of a demo's toolbar and, while it is pressed, the
 * inspector itself (loaded on first use: it reads the drawn chart's engine
 * objects and the chart's props table).
 */
import React, {Suspense, useCallback, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import type {DrawnChart} from '../../client/charts/chartDemoContext';
import {InspectIcon} from '../DemoToolbar/icons';
import type {ToolbarToggle} from '../DemoToolbar/toolbarAction';
import RetryingErrorBoundary from '../Demo/RetryingErrorBoundary';
import {lazyComponentCache} from '../Demo/lazyComponentCache';

const panelCache = lazyComponentCache<'panel', React.ComponentProps<typeof import('./InspectorPanel').default>>();
const lazyInspectorPanel = () => panelCache('panel', () => import('./InspectorPanel').then((module) => module.default));

/** Accessible name of the toggle (contract: tests and assistive technology find it by this name). */
export const INSPECT_CHART_NAME = 'Inspect chart';

export interface ChartInspectorOptions {
  /** The demo's drawn chart, or null before it has drawn. */
  chart: DrawnChart | null;
  /** The element holding the rendered chart: the outline is drawn over it. */
  previewRef: React.RefObject<HTMLElement | null>;
}

/** The toggle (for the toolbar) and the inspector's list of parts (for below it). */
export function useChartInspector({chart, previewRef}: ChartInspectorOptions): {
  toggle: ToolbarToggle;
  panel: React.JSX.Element | null;
} {
  const [on, setOn] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOn(false);
    buttonRef.current?.focus();
  }, []);
  const toggle: ToolbarToggle = {
    id: 'inspect',
    kind: 'toggle',
    // Closing the panel from inside it returns focus here.
    ref: buttonRef,
    name: INSPECT_CHART_NAME,
    tooltip: translate({id: 'site.chartInspector.toggle', message: 'Inspect chart'}),
    icon: <InspectIcon />,
    pressed: on,
    onClick: () => setOn((current) => !current),
  };
  // A panel whose code fails to download says so under the toolbar, with Retry; the page and the demo's edits stay.
  const panel = on ? (
    <RetryingErrorBoundary>
      {() => {
        const InspectorPanel = lazyInspectorPanel();
        return (
          <Suspense fallback={null}>
            <InspectorPanel chart={chart} previewRef={previewRef} onClose={close} />
          </Suspense>
        );
      }}
    </RetryingErrorBoundary>
  ) : null;
  return {toggle, panel};
}
