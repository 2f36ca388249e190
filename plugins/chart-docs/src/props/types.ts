/**
 * Shapes of the generated props tables. Type-only on purpose: the browser
 * (the props table component) imports these, so nothing here may pull in Node.
 */

/** Release-stage markers read from JSDoc tags (`@deprecated`, `@experimental`, `@alpha`, `@beta`). */
export type PropBadge = 'Deprecated' | 'Experimental' | 'Alpha' | 'Beta';

/** Language of a row's description: English after translation, otherwise the source's (often Chinese). */
export type DescriptionLang = 'en' | 'zh';

/**
 * The live control an option gets in the props table, derived from its
 * TypeScript type. Rows without one (functions, free-form objects, mixed
 * unions) are edited in code only.
 */
export type PropControl =
  | {kind: 'boolean'}
  | {kind: 'number'; min?: number; max?: number; step?: number}
  | {kind: 'enum'; values: string[]}
  | {kind: 'color'}
  | {kind: 'string'};

export interface PropRow {
  /** Option name as written in the chart config (`xField`, `label`). */
  name: string;
  /** Readable, shortened type (`string | ((datum: Datum) => string)`). */
  type: string;
  /** Value of the `@default` tag, or `''` when the declaration names none. */
  defaultValue: string;
  description: string;
  descriptionLang: DescriptionLang;
  badges: PropBadge[];
  /** Fields of an object-typed option, shown nested under it. */
  children?: PropRow[];
  /** Live control for the option, when its type is a boolean, number, string or string-literal union. */
  control?: PropControl;
}

export interface ChartPropsTable {
  /** Chart slug (`line`, `dual-axes`). */
  chart: string;
  /** Named export of `@ant-design/plots` (`Line`). */
  component: string;
  /** Options declared by this chart itself and by the React wrapper. */
  own: PropRow[];
  /** Options every chart inherits from G2Plot's base `Options`. */
  common: PropRow[];
}

/**
 * What a chart page fetches first: its own options and the size of the common
 * group. The common rows (~90% of a table, shared by many charts) are a
 * second file, fetched when the group is opened or a link points into it.
 */
export interface ChartPropsHead {
  chart: string;
  component: string;
  own: PropRow[];
  commonCount: number;
}
