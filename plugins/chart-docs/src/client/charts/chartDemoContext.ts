/**
 * What a demo tells the charts drawn inside it: its title and description
 * (the chart's accessible name and description) and where to hand the drawn
 * chart (the data table reads its records). Small on purpose: the demo block
 * loads it with the page, the charts with the chart engine.
 */
import {createContext} from 'react';

/** A drawn chart as the site reads it. */
export interface DrawnChart {
  /** G2Plot's plot type: `line`, `dual-axes`, ... */
  type: string;
  /** The chart's config as last rendered (the React props: data, fields, meta). */
  options: () => Record<string, unknown>;
  /** The G2 chart it drew into (`plot.chart`), read by the chart inspector. */
  chart: () => object | undefined;
}

export interface ChartDemo {
  title: string;
  description: string;
  /** Called with the chart once it has drawn, and with null when it goes away. */
  onChart?: (chart: DrawnChart | null) => void;
  /**
   * The chart takes the place of its preview picture: it draws its final
   * frame at once (no entry animation), so the swap shows no movement.
   */
  replacesPicture?: boolean;
}

export const ChartDemoContext = createContext<ChartDemo | null>(null);
