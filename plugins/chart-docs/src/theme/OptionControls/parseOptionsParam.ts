import type {PropControl} from '../../props/types';
import type {OptionValue, OptionValues} from '../../client/charts/chartOverrides';

/** Query parameter that carries changed options as a JSON object of path -> value. */
export const OPTIONS_QUERY_PARAM = 'options';

/**
 * Longest `options` parameter, counted as it travels in the link: encoded as
 * the `Copy link` button writes it ({@link encodedParamLength}), where a CJK
 * character takes 9 characters and an emoji 12. Counting decoded characters
 * let the button make links nginx refused with 414. Both servers accept
 * request lines up to 16 KB (deploy/nginx.conf `large_client_header_buffers`,
 * scripts/serve.mjs `maxHeaderSize`), which leaves room for the path and the
 * other parameters. The button makes no longer link; longer parameters are
 * not read at all.
 */
export const MAX_PARAM_LENGTH = 12_000;
/**
 * Longest text a string option takes, typed (the text box's `maxLength`) or
 * from a link: the control and the link accept the same values.
 */
export const MAX_STRING_LENGTH = 500;
/** Longest path quoted back in a note. */
const MAX_QUOTED_LENGTH = 40;

const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);
/** What a color input can hold: `#rrggbb` (it cannot show `#rgb`). */
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export interface ParsedOptions {
  values: OptionValues;
  /** One line per ignored entry: what and why, in plain text. */
  ignored: string[];
}

/**
 * Length of the parameter's value in the address, percent-encoded as
 * `URLSearchParams` writes it (what `Copy link` puts in the address and the
 * clipboard), whatever spelling the link that brought it used.
 */
export function encodedParamLength(raw: string): number {
  return new URLSearchParams([[OPTIONS_QUERY_PARAM, raw]]).toString().length - OPTIONS_QUERY_PARAM.length - 1;
}

function quote(text: string): string {
  return text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH)}…` : text;
}

/**
 * Why `value` does not fit `control`, or `undefined` when it fits. The one
 * rule for both ways in: the props table's controls apply only values that
 * fit (OptionControl.tsx) and the link reader keeps only those. Bounds come
 * from the rows (plugins/chart-docs/propsControls/ranges.json). Text is
 * plain text (`<b>hi</b>` included): React writes it as text, and the
 * options the engine parses as HTML have no control at all.
 */
export function checkOptionValue(control: PropControl, value: unknown): string | undefined {
  switch (control.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'not true or false';
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'not a number';
      if (control.min !== undefined && value < control.min) return `below ${control.min}`;
      if (control.max !== undefined && value > control.max) return `above ${control.max}`;
      return undefined;
    case 'enum':
      return typeof value === 'string' && control.values.includes(value) ? undefined : 'not one of its values';
    case 'color':
      return typeof value === 'string' && HEX_COLOR.test(value) ? undefined : 'not a #rrggbb color';
    case 'string':
      if (typeof value !== 'string') return 'not text';
      return value.length > MAX_STRING_LENGTH ? `longer than ${MAX_STRING_LENGTH} characters` : undefined;
  }
}

/**
 * Reads `?options=` against the table's controls: only known paths whose
 * value fits the row's control are kept; everything else is named in
 * `ignored`. Never throws and never evaluates anything.
 */
export function parseOptionsParam(
  raw: string | null,
  /** The row's control; `null` for a row without one, `undefined` for no such row. */
  controlOf: (path: string) => PropControl | null | undefined,
): ParsedOptions {
  if (raw === null || raw === '') return {values: {}, ignored: []};
  const length = encodedParamLength(raw);
  if (length > MAX_PARAM_LENGTH) {
    return {
      values: {},
      ignored: [`the whole options parameter (${length} characters encoded, over ${MAX_PARAM_LENGTH})`],
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {values: {}, ignored: ['the options parameter (not valid JSON)']};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {values: {}, ignored: ['the options parameter (not an object of option paths)']};
  }
  const entries: Array<[string, OptionValue]> = [];
  const ignored: string[] = [];
  for (const [path, value] of Object.entries(parsed)) {
    if (path.split('.').some((segment) => FORBIDDEN_SEGMENTS.has(segment))) {
      ignored.push(`${quote(path)} (not an option)`);
      continue;
    }
    const control = controlOf(path);
    if (control === null) {
      ignored.push(`${quote(path)} (edited in code only)`);
      continue;
    }
    if (!control) {
      ignored.push(`${quote(path)} (unknown option)`);
      continue;
    }
    const problem = checkOptionValue(control, value);
    if (problem) ignored.push(`${quote(path)} (${problem})`);
    else entries.push([path, value as OptionValue]);
  }
  return {values: Object.fromEntries(entries), ignored};
}

/** The parameter's value for `values`, or `null` when nothing is changed. */
export function serializeOptions(values: OptionValues): string | null {
  return Object.keys(values).length === 0 ? null : JSON.stringify(values);
}
