/**
 * Shapes of what the chart-docs plugin generates for the browser. Type-only:
 * browser code imports these, so nothing here may pull in Node modules.
 */
import type {DemoAsset} from './scanDemos';
import type {ChartCategoryId} from './categories';

export type {DemoAsset};

/** What the sandboxes and the live editor need to run a demo outside this site. */
export interface DemoContext {
  /** Package versions the site itself uses (react, react-dom, @ant-design/plots). */
  dependencies: Record<string, string>;
}

export interface DemoRenderOptions {
  /** Height in px reserved for the chart before it draws. */
  height: number;
  /** React version the demo is rendered with; decides createRoot or legacy render. */
  reactVersion: string;
}

/** Everything about one demo; fetched lazily as its own JSON chunk. */
export interface DemoData {
  id: string;
  group: string;
  /** The demo file as a reader would paste it into a project. */
  source: string;
  /** Path of the demo file in the repository. */
  file: string;
  asset: DemoAsset;
  context: DemoContext;
  renderOpts: DemoRenderOptions;
  /** Path of the page the demo belongs to, or null for a demo shown only alone. */
  routeId: string | null;
  /** Link to the demo on that page (tab and anchor), or null. */
  pageLink: string | null;
}

/** The small, always-available part of a demo's record. */
export interface DemoSummary {
  id: string;
  group: string;
  title: string;
  description: string;
  height: number;
  routeId: string | null;
  pageLink: string | null;
}

export interface ChartSummary {
  slug: string;
  component: string;
  title: string;
  description: string;
  category: ChartCategoryId;
  /** Page of the chart: `/api/{slug}`. */
  permalink: string;
}
