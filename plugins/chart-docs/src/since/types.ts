/**
 * Shapes of "since": the first release that declares a chart or an option.
 * Type-only, so the browser (chart title, props table) can import them.
 */

/** When a chart or an option first appeared, when that is later than the first @ant-design/plots 1.x release. */
export interface SinceInfo {
  /** The first `@antv/g2plot` release whose typings declare it (`2.3.0`), when G2Plot added it after the baseline. */
  g2plot?: string;
  /** The first `@ant-design/plots` release that exports it (`1.0.5`), when the React package added it after the baseline. */
  plots?: string;
}

/** What `npm run since` read, and what it found (plugins/chart-docs/since.json). */
export interface SinceData {
  /** The releases read: `@ant-design/plots` 1.x, the G2Plot range they depend on, and the G2Plot releases in it. */
  read: {
    plots: string[];
    g2plotRange: string;
    g2plot: string[];
  };
  /** What the site has installed when the file was written; the staleness test compares. */
  installed: {plots: string; g2plot: string};
  /** The first releases: nothing is marked that they already had. */
  baseline: {plots: string; g2plot: string};
  /** Per chart slug: when the chart itself came, only for charts later than the baseline. */
  charts: Record<string, SinceInfo>;
  /** Per chart slug, per option path: the first G2Plot release declaring it, only when later than the baseline. */
  options: Record<string, Record<string, string>>;
  /** Per chart slug: a digest of every option path its table has at the installed versions (staleness). */
  pathsDigest: Record<string, string>;
}
