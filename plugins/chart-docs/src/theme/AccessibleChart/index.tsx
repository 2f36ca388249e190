/**
 * The figure around every chart: named after its demo, described by the
 * demo's description and a summary of the drawn data, focusable, and
 * walkable point by point with the arrow keys (each point shown with the
 * chart's own tooltip and announced in a live region).
 */
import React, {useContext, useEffect, useId, useMemo, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ChartDemoContext} from '../../client/charts/chartDemoContext';
import {summaryRecords, type PlotOptions} from './chartRecords';
import {chartTypeLabel, describeChartData} from './describeChartData';
import {chartTitle} from './chartTitle';
import {summaryPhrases} from './summaryPhrases';
import {chartFields, seriesFieldOf} from './chartFields';
import {announcePoint, chartSeries, collectViews, moveCursor, type G2ViewLike, type PointCursor} from './chartPoints';
import styles from './styles.module.css';

/** The G2Plot plot as `onReady` hands it over; its `chart` (the G2 view) is shared with later updates. */
export interface ReadyPlot {
  chart?: G2ViewLike;
}

interface Props {
  /** G2Plot's plot type, such as `dual-axes`. */
  type: string;
  /** The chart's config (the component's props). */
  options: PlotOptions;
  plot: ReadyPlot | null;
  children: React.ReactNode;
}

const HANDLED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

function hideTooltips(plot: ReadyPlot | null): void {
  if (plot?.chart) {
    collectViews(plot.chart).forEach((view) => view.hideTooltip?.());
  }
}

export default function AccessibleChart({type, options, plot, children}: Props): React.JSX.Element {
  const demo = useContext(ChartDemoContext);
  const descriptionId = useId();
  const [cursor, setCursor] = useState<PointCursor | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const optionsRef = useRef(options);
  const listeners = useRef(new Set<() => void>());
  useEffect(() => {
    optionsRef.current = options;
    listeners.current.forEach((listener) => listener());
  }, [options]);

  const fields = useMemo(() => chartFields(options), [options]);
  const {i18n} = useDocusaurusContext();
  const phrases = useMemo(() => summaryPhrases(i18n.currentLocale), [i18n.currentLocale]);
  // English pages keep "Line chart"; a translated page names the chart as its page is titled there.
  const title = i18n.currentLocale === i18n.defaultLocale ? undefined : chartTitle(type);
  const summary = useMemo(
    () => describeChartData(type, summaryRecords(type, options), fields, phrases, title),
    [type, options, fields, phrases, title],
  );

  const onChart = demo?.onChart;
  useEffect(() => {
    if (!plot || !onChart) {
      return undefined;
    }
    const subscribe = (listener: () => void) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    };
    onChart({type, options: () => optionsRef.current, chart: () => plot.chart, subscribe});
    return () => onChart(null);
  }, [plot, onChart, type]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (!HANDLED_KEYS.has(event.key) || !plot?.chart || event.target !== event.currentTarget) {
      return;
    }
    const series = chartSeries(plot.chart, seriesFieldOf(fields));
    const next = moveCursor(series, cursor, event.key);
    if (next === undefined) {
      return;
    }
    event.preventDefault();
    setCursor(next);
    if (next === null) {
      hideTooltips(plot);
      setAnnouncement('');
      return;
    }
    const current = series[next.series]!;
    const point = current.points[next.point]!;
    try {
      point.view.showTooltip?.({x: point.x, y: point.y});
    } catch {
      // A chart without a tooltip controller still announces the point.
    }
    const prefix = series.length > 1 && current.name ? phrases.seriesPrefix(current.name) : '';
    setAnnouncement(
      prefix + announcePoint(point, {index: next.point, count: current.points.length}, fields.aliases ?? {}, phrases),
    );
  };

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) {
      hideTooltips(plot);
      setCursor(null);
    }
  };

  const description = [demo?.description, summary].filter(Boolean).join(' ');
  return (
    <figure
      className={styles.figure}
      aria-label={demo?.title || chartTypeLabel(type, title)}
      aria-describedby={descriptionId}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Home End Escape"
      tabIndex={0}
      data-chart-type={type}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {children}
      <div id={descriptionId} hidden>
        {description}{' '}
        {translate({
          id: 'site.chart.keyboardHint',
          message: 'Use the arrow keys to move between data points.',
          description: "The end of a chart's accessible description",
        })}
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true" data-chart-announcer="">
        {announcement}
      </div>
    </figure>
  );
}
