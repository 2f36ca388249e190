import {useCallback, useEffect, useState} from 'react';
import type {DrawnChart} from '../../client/charts/chartDemoContext';
import {allCharts} from '../../client/charts/demoRegistry';
import {loadPropsRows} from '../../client/loadPropsTable';
import type {RegistryChartSummary} from '../../types';
import {collectChartParts, type Box, type FoundPart, type PartContext} from './findChartParts';
import {describePart, resolvePartPath, type PropsRows} from './partPaths';
import {collectViews, type G2Geometry, type G2View} from './g2Types';

/** A part of the chart, by the option path that configures it. */
export interface InspectorPart {
  path: string;
  description: string;
  boxes: () => Box[];
}

export type RowsState = {status: 'loading'} | {status: 'missing'} | {status: 'ready'; rows: PropsRows};

/** The chart page of a drawn chart: G2Plot's plot type is the chart's slug (`dual-axes`). */
export function chartOfType(type: string | undefined): RegistryChartSummary | undefined {
  return type === undefined ? undefined : allCharts().find((chart) => chart.slug === type);
}

/** Both groups of the chart's props table: every path a part may lead to. */
function usePropsRows(slug: string | undefined): RowsState {
  const [state, setState] = useState<RowsState>({status: 'loading'});
  useEffect(() => {
    if (slug === undefined) {
      setState({status: 'missing'});
      return undefined;
    }
    let cancelled = false;
    setState({status: 'loading'});
    loadPropsRows(slug).then(
      (rows) => !cancelled && setState({status: 'ready', rows}),
      () => !cancelled && setState({status: 'missing'}),
    );
    return () => {
      cancelled = true;
    };
  }, [slug]);
  return state;
}

function partContext(options: Record<string, unknown>): PartContext {
  const annotations = Array.isArray(options.annotations) ? (options.annotations as unknown[]) : [];
  return {
    fields: {xField: options.xField, yField: options.yField},
    htmlAnnotations: annotations.some(
      (annotation) =>
        typeof annotation === 'object' && annotation !== null && 'type' in annotation && annotation.type === 'html',
    ),
  };
}

/** Engine parts with the same option merge into one entry; the list keeps the engine's order. */
function groupByPath(found: readonly FoundPart[], resolve: (part: FoundPart) => string | undefined): InspectorPart[] {
  const byPath = new Map<string, {description: string; sources: FoundPart[]}>();
  for (const entry of found) {
    const path = resolve(entry);
    if (path === undefined) continue;
    const existing = byPath.get(path);
    if (existing) existing.sources.push(entry);
    else byPath.set(path, {description: describePart(entry.part), sources: [entry]});
  }
  return [...byPath].map(([path, {description, sources}]) => ({
    path,
    description,
    boxes: () => sources.flatMap((source) => source.boxes()),
  }));
}

export interface ChartParts {
  slug: string | undefined;
  rows: RowsState;
  /** The G2 chart, once drawn. */
  view: G2View | null;
  context: PartContext;
  parts: InspectorPart[];
  /** The row a found part leads to, or undefined when the table has none. */
  resolve: (found: FoundPart) => string | undefined;
}

/** The chart's parts, read again whenever the chart redraws (a control changed, a resize). */
export function useChartParts(chart: DrawnChart | null): ChartParts {
  const slug = chartOfType(chart?.type)?.slug;
  const rows = usePropsRows(slug);
  // The drawn chart is G2 4's chart object; g2Types names what is read of it.
  const view = (chart?.chart() ?? null) as G2View | null;
  const resolve = useCallback(
    (found: FoundPart) => (rows.status === 'ready' && slug ? resolvePartPath(found.part, slug, rows.rows) : undefined),
    [rows, slug],
  );
  const [state, setState] = useState<{context: PartContext; parts: InspectorPart[]}>({
    context: partContext({}),
    parts: [],
  });
  useEffect(() => {
    if (!chart || !view) {
      setState({context: partContext({}), parts: []});
      return undefined;
    }
    let frame = 0;
    let labelled: G2Geometry[] = [];
    const redrawn = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    // Data labels are drawn after the render, asynchronously: each geometry says when.
    const watchLabels = (): void => {
      labelled.forEach((geometry) => geometry.off?.('afterrenderlabel', redrawn));
      labelled = collectViews(view).flatMap((current) => current.geometries ?? []);
      labelled.forEach((geometry) => geometry.on?.('afterrenderlabel', redrawn));
    };
    function read(): void {
      if (!chart || !view) return;
      const context = partContext(chart.options());
      const ready = !view.destroyed && rows.status === 'ready';
      watchLabels();
      setState({context, parts: ready ? groupByPath(collectChartParts(view, context), resolve) : []});
    }
    read();
    view.on?.('afterrender', redrawn);
    return () => {
      cancelAnimationFrame(frame);
      view.off?.('afterrender', redrawn);
      labelled.forEach((geometry) => geometry.off?.('afterrenderlabel', redrawn));
    };
  }, [chart, view, rows, resolve]);
  return {slug, rows, view, context: state.context, parts: state.parts, resolve};
}
