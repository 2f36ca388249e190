/**
 * Shapes of what the chart-docs plugin generates for the browser. Type-only:
 * browser code imports these, so nothing here may pull in Node modules.
 */
import type {DemoAsset} from './scanDemos';
import type {ChartCategoryId} from './categories';
import type {ChartPropsTable} from './props/types';
import type {ChartEventGroup} from './record/recordedEvents';
import type {SinceInfo} from './since/types';

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

/** A picture of a demo's chart made ahead of time, in each color mode; shown until the engine draws. */
export interface DemoPreviewImage {
  /** URL of the light-mode picture (base URL included). */
  light: string;
  /** URL of the dark-mode picture (base URL included). */
  dark: string;
  width: number;
  height: number;
}

/** Everything about one demo; fetched lazily as its own JSON chunk. */
export interface DemoData {
  id: string;
  group: string;
  /** The demo file without its header comment, as a reader would paste it into a project. */
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
  /** Path of the page that shows the demo alone: `/~demos/{id}`. */
  standalonePath: string;
  /** Null when the demo has no preview yet: the build warns and the demo shows the loading placeholder. */
  preview: DemoPreviewImage | null;
  /**
   * Absolute URL (site url and base URL included) of the demo's 1200x630 social
   * card, or null; made for the main demo of each page.
   */
  socialCard: string | null;
}

/**
 * The small, always-available part of a demo's record (inline in the
 * registry module): what lays out a demo block before its data is fetched.
 */
export type DemoSummary = Pick<
  DemoData,
  'id' | 'group' | 'routeId' | 'pageLink' | 'standalonePath' | 'preview' | 'socialCard'
> &
  Pick<DemoAsset, 'title' | 'description'> &
  Pick<DemoRenderOptions, 'height'>;

export interface ChartSummary {
  slug: string;
  component: string;
  title: string;
  description: string;
  category: ChartCategoryId;
  /** Page of the chart: `/api/{slug}`. */
  permalink: string;
  /** The events it emits, by part, as the engine recorder saw them (`record/recordedEvents.ts`). */
  events?: ChartEventGroup[];
  /** Top-level options the chart accepts but never reads (recorded); its props table leaves them out. */
  ignoredOptions?: string[];
  /** When the chart came, if after the first @ant-design/plots 1.x release (`since.json`); set with the props tables. */
  since?: SinceInfo;
}

/** A chart's summary as the browser's registry module has it: its events load with its page (`events` export). */
export type RegistryChartSummary = Omit<ChartSummary, 'events'>;

/** Where the plugin serves chart pages and standalone demo pages (its route options). */
export interface ChartDocsRouteBasePaths {
  /** `/api`: chart `line` is at `/api/line`. */
  chart: string;
  /** `/~demos`: demo `line-basic` is alone at `/~demos/line-basic`. */
  demo: string;
}

/** What the plugin loads; other plugins read it as `allContent['chart-docs'].default`. */
export interface ChartDocsContent {
  charts: ChartSummary[];
  demos: DemoData[];
  /** Props table of each chart, by slug (empty when the `propsTables` option is off). */
  props: Record<string, ChartPropsTable>;
  routeBasePaths: ChartDocsRouteBasePaths;
}
