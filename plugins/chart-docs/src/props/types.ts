/**
 * Shapes of the generated props tables. Type-only on purpose: the browser
 * (the props table component) imports these, so nothing here may pull in Node.
 */

import type {SinceInfo} from '../since/types';

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

/** A JSON type an option's value may have (JSON Schema's names). */
export type JsonValueType = 'array' | 'boolean' | 'null' | 'number' | 'object' | 'string';

/**
 * What a JSON value of an option may be, read from its TypeScript type at
 * build time (the JSON Schema of `/schemas/{chart}.json` is made from it).
 * Never sent to the browser: {@link splitPropsTable} leaves it out.
 */
export interface JsonValueShape {
  /** JSON types of the union's members, sorted. */
  types: JsonValueType[];
  /** Values of its string-literal members, when it takes no other string. */
  enum?: string[];
  /**
   * What the row's nested rows describe: the fields of its object form, of
   * its array's items, or both. Absent: neither (a `Record<string, T>` has no named fields).
   */
  fieldsOf?: Array<'items' | 'object'>;
  /** Also takes a function, which JSON cannot hold. */
  callable?: boolean;
  /** `any`, `unknown` or a type parameter: any value. */
  any?: boolean;
}

/** A piece of a description written in inline Markdown: text, `code`, a link, emphasis. */
export type DescriptionPart =
  string | {code: string} | {link: string; text: string} | {em: DescriptionPart[]} | {strong: DescriptionPart[]};

/** One parameter of a callback option, as the typings declare it, with what the engine passes in it. */
export interface CallbackParam {
  name: string;
  type: string;
  optional?: boolean;
  /** A rest parameter (`...args`): it takes every argument from its position on. */
  rest?: boolean;
  /** What the engine passes (`propsI18n/callbacks.en.json`), checked against the engine's source. */
  description?: string;
  /** Its inline Markdown, parsed at build time. */
  descriptionParts?: DescriptionPart[];
  /** What the engine passed in it when the recorder called the callback (`number (65.4)`, `object {browser, share}`). */
  observed?: string;
}

/** What the recorder saw of a callback (`npm run engine-record`, plugins/chart-docs/engineRecord.json). */
export interface RecordedCall {
  /** `called`: its parameters are the arguments passed; `never`: not called while drawing, pointing, changing data; `throws`: the drawing threw. */
  status: 'called' | 'never' | 'throws';
  /** How many arguments the engine passed. */
  argc?: number;
  /** Parameters the typings declare that the engine does not pass. */
  notPassed?: string[];
  error?: string;
}

/** The function an option accepts: its parameters and what it returns. */
export interface CallbackSignature {
  params: CallbackParam[];
  returns: string;
  recorded?: RecordedCall;
}

/**
 * Where an engine default comes from: `getDefaultOptions()`, the engine's code, G2's light theme, or the
 * drawn chart read back by the engine recorder (`drawn`: what the chart applied, whatever set it).
 */
export type EngineDefaultSource = 'options' | 'code' | 'theme' | 'drawn';

/** The default the chart engine applies to an option (`plugins/chart-docs/engineDefaults.json`). */
export interface EngineDefault {
  /** JSON text of the value (`true`, `"top-left"`), or a function's source when `function` is set. */
  value: string;
  source: EngineDefaultSource;
  /** The value is a function; `value` is its source. */
  function?: boolean;
  /** An object of the fields the engine sets beneath an option whose fields the table does not list that deep. */
  nested?: boolean;
  /** The typings' `@default` text, when it disagrees with the engine. */
  typings?: string;
  /** When the value holds (`on the left axis`; `"right-top" with isStack`), for a drawn default. */
  condition?: string;
}

/** A field's type in some variants of its union (`text` is `LineAnnotationTextCfg` for `type: 'line'`). */
export interface PropVariantType {
  variants: string[];
  type: string;
}

export interface PropRow {
  /** Option name as written in the chart config (`xField`, `label`). */
  name: string;
  /** Readable, shortened type (`string | ((datum: Datum) => string)`). */
  type: string;
  /** The whole type, when `type` is shortened; the table shows it on expand. */
  fullType?: string;
  /** Value of the `@default` tag, or `''` when the declaration names none. */
  defaultValue: string;
  /** The function the option accepts (alone or in a union), with its parameters. */
  callback?: CallbackSignature;
  /** What the engine sets when the option is left out; shown instead of `defaultValue` when present. */
  engineDefault?: EngineDefault;
  /** The description as written (English entries may use inline Markdown). */
  description: string;
  /** The description's inline Markdown, parsed at build time; absent when it is plain text. */
  descriptionParts?: DescriptionPart[];
  descriptionLang: DescriptionLang;
  badges: PropBadge[];
  /**
   * For a field that only some variants of a union have (G2's annotations,
   * picked by their `type`): the `type` values that have it.
   */
  variants?: string[];
  /** For the field that picks the variant (`type`): every value the engine draws. */
  variantValues?: string[];
  /**
   * For a field that names a behaviour the engine keeps by name (`interactions[].type`, `label.layout.type`):
   * the names G2 and G2Plot register. An app may register more, so any name is accepted.
   */
  registeredValues?: string[];
  /** The field's type in each group of variants, when the variants type it differently. */
  variantTypes?: PropVariantType[];
  /** Fields of an object-typed option, shown nested under it. */
  children?: PropRow[];
  /** Live control for the option, when its type is a boolean, number, string or string-literal union. */
  control?: PropControl;
  /** What JSON may hold for it; build time only (schemas), stripped from what the browser loads. */
  json?: JsonValueShape;
  /** The first G2Plot release declaring it, when later than the first @ant-design/plots 1.x release (since.json). */
  since?: SinceInfo;
}

/** Both groups of a chart's props table: its own options and the common ones. */
export interface PropsRows {
  own: readonly PropRow[];
  common: readonly PropRow[];
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
