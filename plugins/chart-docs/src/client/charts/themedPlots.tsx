/**
 * On this site, `@ant-design/plots` resolves here (see plugins/chart-docs):
 * every chart component is wrapped so that it follows the site's color mode
 * unless the demo sets a `theme` itself. Demo files keep importing the real
 * package, so their code runs unchanged when pasted into a project.
 */
import React, {forwardRef, useContext, useMemo, useRef, useState} from 'react';
// The package entry itself, not the bare specifier that is aliased to this file.
import * as Plots from '@ant-design/plots/es/index.js';
import {useSiteColorMode} from './useSiteColorMode';
import {type ReadyPlot} from '../../theme/AccessibleChart';
import {createPlotStore, ReadyPlotFigure} from './readyPlot';
import {finishEntryAnimation} from './finishEntryAnimation';
import {usePatterns} from './patternsPreference';
import {createPatternFill, PATTERN_CHARTS} from '../../theme/AccessibleChart/patternFill';
import {useReducedMotion} from '../../theme/AccessibleChart/useReducedMotion';
import {ChartOverridesContext, mergeOptionOverrides} from './chartOverrides';
import {ChartDemoContext} from './chartDemoContext';
import {useLateEngineErrors} from './useLateEngineErrors';

export * from '@ant-design/plots/es/index.js';

interface SiteChartProps {
  theme?: unknown;
  pattern?: unknown;
  onReady?: (plot: ReadyPlot) => void;
  [option: string]: unknown;
}

/**
 * Charts remounted (not updated) when the site's colour mode changes. In @ant-design/plots 1.2.5
 * (G2Plot 2.4.35) a new `theme` prop makes the package's update of these charts recurse until
 * "Maximum call stack size exceeded" (reproduced in a plain app with the plain package; the demos
 * mix/linked-hover and sankey/node-link-data in e2e/demo-sweep.spec.ts). Keying them on the mode
 * gives them a fresh plot in the new theme instead. Within one colour mode nothing changes, so the
 * engine sees what a visitor's app gives it (e2e/demo-parity.spec.ts compares within one mode).
 */
const REMOUNT_ON_COLOR_MODE = new Set(['Mix', 'Sankey']);

/** A copy of plain objects and arrays (functions and class instances kept): options as first given. */
function plainCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainCopy);
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainCopy(item)]));
  }
  return value;
}

/** `DualAxes` -> `dual-axes`: G2Plot's plot type of a component. */
function plotType(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Keeps each component's own type. The wrapper adds a default `theme`, draws
 * without animation when the visitor prefers reduced motion (unless the demo
 * sets `animation`), fills shapes with patterns when the site's Patterns switch
 * is on (unless the demo sets `pattern` itself), and puts the chart in an
 * accessible figure. Nothing else: the package's own component gets the demo's
 * props as they are (same identities, same renders), so a demo rebuilds its
 * chart on the site exactly when it would in a visitor's app
 * (e2e/demo-parity.spec.ts compares the two).
 */
function withSiteTheme<C extends React.ElementType>(Chart: C, name: string): C {
  const type = plotType(name);
  const takesPattern = PATTERN_CHARTS.has(name);
  const remountOnColorMode = REMOUNT_ON_COLOR_MODE.has(name);
  const PackageChart = Chart as React.ComponentType<Record<string, unknown>>;
  const Themed = forwardRef<unknown, SiteChartProps>(function ThemedChart(props, ref) {
    const mode = useSiteColorMode();
    const reducedMotion = useReducedMotion();
    // A chart that replaces its preview picture must not grow in from nothing over it.
    const replacesPicture = useContext(ChartDemoContext)?.replacesPicture ?? false;
    const patterns = usePatterns();
    const patternFill = useMemo(createPatternFill, []);
    const [store] = useState(createPlotStore);
    const finishEntry = useRef(replacesPicture && props.animation === undefined);
    const ownOnReady = props.onReady as ((plot: ReadyPlot) => void) | undefined;
    // A new function exactly when the demo passes a new one: the package compares its config deeply and
    // calls `update()` (a full redraw) for a changed function, and the site must redraw no more, no less.
    const onReady = useMemo(
      () => (instance: ReadyPlot) => {
        if (finishEntry.current) finishEntryAnimation(instance);
        store.set(instance);
        ownOnReady?.(instance);
      },
      [ownOnReady, store],
    );
    // Options changed with the chart page's controls (only its Usage demo is inside a provider).
    const overrides = useContext(ChartOverridesContext);
    useLateEngineErrors(overrides);
    const merged = mergeOptionOverrides(props, overrides?.values ?? null);
    // The engine writes into the option objects it is given (links into Sankey's and Mix's data) and the
    // package deep-clones its config on mount, so a remounted chart gets copies of the options as they
    // were when first seen, taken before the engine touched them; in the first colour mode, the originals.
    const [pristine] = useState(() => new WeakMap<object, unknown>());
    const [firstMode] = useState(mode);
    const switched = useRef(false);
    if (mode !== firstMode) switched.current = true;
    const fresh = useRef<{mode: string; copies: WeakMap<object, unknown>}>({mode, copies: new WeakMap()});
    let given: Record<string, unknown> = merged;
    if (remountOnColorMode && merged.theme === undefined) {
      if (fresh.current.mode !== mode) fresh.current = {mode, copies: new WeakMap()};
      given = {};
      for (const [option, value] of Object.entries(merged)) {
        if (value === null || typeof value !== 'object') {
          given[option] = value;
          continue;
        }
        if (!pristine.has(value)) pristine.set(value, plainCopy(value));
        if (!switched.current) {
          given[option] = value;
          continue;
        }
        if (!fresh.current.copies.has(value)) fresh.current.copies.set(value, plainCopy(pristine.get(value)));
        given[option] = fresh.current.copies.get(value);
      }
    }
    const options: Record<string, unknown> = {
      ...given,
      theme: merged.theme ?? (mode === 'dark' ? 'dark' : 'default'),
      onReady,
    };
    if (reducedMotion) {
      options.animation = false;
    }
    if (takesPattern && merged.pattern === undefined) {
      // `false` rather than leaving the key out: G2Plot merges updates into the old options.
      options.pattern = patterns ? patternFill : false;
    }
    // See REMOUNT_ON_COLOR_MODE: only those charts change key with the mode (and only when the
    // mode decides their theme); the others keep updating in place as in an app.
    const key =
      remountOnColorMode && merged.theme === undefined
        ? `${overrides?.generation ?? ''}:${mode}`
        : overrides?.generation;
    return (
      <ReadyPlotFigure type={type} options={merged} store={store}>
        <PackageChart {...options} ref={ref} key={key} />
      </ReadyPlotFigure>
    );
  });
  Themed.displayName = name;
  return Themed as unknown as C;
}

export const Area = withSiteTheme(Plots.Area, 'Area');
export const Bar = withSiteTheme(Plots.Bar, 'Bar');
export const BidirectionalBar = withSiteTheme(Plots.BidirectionalBar, 'BidirectionalBar');
export const Box = withSiteTheme(Plots.Box, 'Box');
export const Bullet = withSiteTheme(Plots.Bullet, 'Bullet');
export const Chord = withSiteTheme(Plots.Chord, 'Chord');
export const CirclePacking = withSiteTheme(Plots.CirclePacking, 'CirclePacking');
export const Column = withSiteTheme(Plots.Column, 'Column');
export const DualAxes = withSiteTheme(Plots.DualAxes, 'DualAxes');
export const Facet = withSiteTheme(Plots.Facet, 'Facet');
export const Funnel = withSiteTheme(Plots.Funnel, 'Funnel');
export const Gauge = withSiteTheme(Plots.Gauge, 'Gauge');
export const Heatmap = withSiteTheme(Plots.Heatmap, 'Heatmap');
export const Histogram = withSiteTheme(Plots.Histogram, 'Histogram');
export const Line = withSiteTheme(Plots.Line, 'Line');
export const Liquid = withSiteTheme(Plots.Liquid, 'Liquid');
export const Mix = withSiteTheme(Plots.Mix, 'Mix');
export const MultiView = withSiteTheme(Plots.MultiView, 'MultiView');
export const Pie = withSiteTheme(Plots.Pie, 'Pie');
export const Progress = withSiteTheme(Plots.Progress, 'Progress');
export const Radar = withSiteTheme(Plots.Radar, 'Radar');
export const RadialBar = withSiteTheme(Plots.RadialBar, 'RadialBar');
export const RingProgress = withSiteTheme(Plots.RingProgress, 'RingProgress');
export const Rose = withSiteTheme(Plots.Rose, 'Rose');
export const Sankey = withSiteTheme(Plots.Sankey, 'Sankey');
export const Scatter = withSiteTheme(Plots.Scatter, 'Scatter');
export const Stock = withSiteTheme(Plots.Stock, 'Stock');
export const Sunburst = withSiteTheme(Plots.Sunburst, 'Sunburst');
export const TinyArea = withSiteTheme(Plots.TinyArea, 'TinyArea');
export const TinyColumn = withSiteTheme(Plots.TinyColumn, 'TinyColumn');
export const TinyLine = withSiteTheme(Plots.TinyLine, 'TinyLine');
export const Treemap = withSiteTheme(Plots.Treemap, 'Treemap');
export const Venn = withSiteTheme(Plots.Venn, 'Venn');
export const Violin = withSiteTheme(Plots.Violin, 'Violin');
export const Waterfall = withSiteTheme(Plots.Waterfall, 'Waterfall');
export const WordCloud = withSiteTheme(Plots.WordCloud, 'WordCloud');
