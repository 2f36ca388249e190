/**
 * Shapes of plugins/chart-docs/engineRecord.json, written by `npm run engine-record`
 * (scripts/engine-record/): what each chart did when drawn in Chromium. Type-only, Node-free.
 */

/** The shape of one value the engine handed over: a callback argument or an event field. */
export interface ValueShape {
  type: 'array' | 'boolean' | 'function' | 'null' | 'number' | 'object' | 'string' | 'undefined';
  /** A primitive's value in the recorded call. */
  example?: string | number | boolean;
  /** An object's class when it is not a plain object (`Element`, `View`, `MouseEvent`). */
  class?: string;
  /** A plain object's fields (sorted, at most 24). */
  keys?: string[];
  /** The fields' shapes, one level down. */
  fields?: Record<string, ValueShape>;
  length?: number;
  /** An array's first item. */
  item?: ValueShape;
}

/** One top-level option: read by name while drawing, or, when not, whether a probe value changed the drawing. */
interface RecordedOption {
  read: boolean;
  /** Read only once set to a probe value (the basic demo leaves it out). */
  byProbe?: boolean;
  /** Read only in the chart's other demos: neither the basic demo, the recorder's modes nor a probe reached it. */
  onlyInDemos?: boolean;
  probes?: number;
  changesDrawing?: boolean;
}

/** What one callback option's recording function saw. */
export type RecordedCallback =
  | {called: false}
  | {throws: string}
  | {called: true; times: number; argc: number; calls: Array<{count: number; args: ValueShape[]}>};

/** One event name: which emitter's listeners got it (`plot.on` or `plot.chart.on`), in which steps, with what. */
interface RecordedEvent {
  name: string;
  plot: boolean;
  chart: boolean;
  steps: string[];
  /** Index in the chart's `payloads` of the first payload this event carried. */
  payload: number;
}

/** An event's payload: the fields that held something (`data`, `x`, `gEvent.originalEvent.value`), or `none`. */
export type RecordedPayload = Record<string, ValueShape> & {none?: true};

/**
 * A default the table would show without a drawing (declared by the engine or the typings), drawn set
 * explicitly over the basic demo: `same` (it draws as without it; so does an option this drawing does not
 * show), `differs` (not the default), `noItem` (under an array the demo has no item of), `throws: ...`.
 * `shown` is the value's text as checked.
 */
export interface CheckedDefault {
  shown: string;
  /**
   * Checked under each start of an option the demo leaves out (a pattern's `type`): the result under each,
   * `unseen` where another value draws the same too (that type does not draw the field).
   */
  by?: Record<string, string>;
  drawn: 'same' | 'differs' | 'noItem' | `throws: ${string}`;
}

export interface ChartRecord {
  component: string;
  /** The demo drawn (`demos/{slug}/{demo}.tsx`). */
  demo: string;
  applicability: {options: Record<string, RecordedOption>; nestedReads: string[]};
  callbacks: Record<string, RecordedCallback>;
  /** Defaults as drawn, read back from G2 (axes, legends, tooltip, geometries' labels and animations). */
  drawn: DrawnDefaults;
  events: {parts: string[]; payloads: RecordedPayload[]; events: RecordedEvent[]};
  /** What the methods did: changeData rebuilding, what render() kept, what the React component hands out. */
  methods: RecordedMethods;
  /** Each declared default the props table shows, by path, checked against the drawing. */
  defaults?: Record<string, CheckedDefault>;
}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

export interface DrawnAxis {
  dim?: string;
  /** Where G2 put it: `bottom`, `left`, `right`, `top`, `circle`, `radius`. */
  direction: string;
  field?: string;
  [key: string]: Json | undefined;
}

/** One drawing of the demo's data alone (`from: 'minimal'`; `demo` when that did not draw), read back from G2. */
export interface DrawnDefaults {
  from: 'minimal' | 'demo';
  /** The canvas' `localRefresh`: G2Plot creates every chart with `false`. */
  localRefresh: boolean;
  /** The registered G2 theme the drawn chart's theme matches. */
  themeName?: string;
  lightRegistered: boolean;
  axes: DrawnAxis[];
  legends: Array<{position: string; [key: string]: Json}>;
  annotations: string[];
  htmlAnnotations: number;
  tooltip: false | {[key: string]: Json};
  geometries: Array<{type: string; animate: Json; label: Json; labelLayout: Json}>;
  views: Array<Omit<DrawnDefaults, 'from' | 'localRefresh' | 'themeName' | 'lightRegistered' | 'conditions'>>;
  /** The first data label's drawn text style, when labels are drawn. */
  labelStyle?: {[key: string]: Json} | null;
  /** Each axis' line and tick line once set (`{line: {}, tickLine: {}}`): what the theme hides looks like this. */
  turnedOn?: Array<{direction: string; line: Json; tickLine: Json}>;
  /** HTML annotations (the statistic) a donut draws (`innerRadius` set). */
  donutStatistics?: number;
  /** The legend's position with a series drawn (`seriesField`), and with each flag on as well (`isStack`). */
  conditions: Record<string, {legendPosition: string | null} | {throws: string}>;
}

interface RecordedMethods {
  changeData: {rebuilds: boolean; calls: Record<string, number>} | {throws: string};
  render:
    {statesBefore: number; statesAfter: number; annotationsBefore: number; annotationsAfter: number} | {throws: string};
  /** Public methods the plot instance has. */
  methods: string[];
  react:
    | {
        onReadyIsPlot: boolean;
        chartRefIsOnReadyObject: boolean;
        chartRefIsPlot: boolean;
        chartRefSharesChart: boolean;
        chartRefExtra: string[];
        /** Public methods on what `chartRef` and `onReady` receive. */
        chartRefMethods: string[];
        onReadyMethods: string[];
      }
    | {skipped: string};
}

export interface EngineRecord {
  versions: Record<string, string>;
  inputsHash: string;
  charts: Record<string, ChartRecord>;
}

/** An option the chart accepts but never reads by name and whose probe values never changed the drawing. */
export function isIgnoredOption(option: RecordedOption | undefined): boolean {
  return !!option && !option.read && (option.probes ?? 0) > 0 && !option.changesDrawing;
}
