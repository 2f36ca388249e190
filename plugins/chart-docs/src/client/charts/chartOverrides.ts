import {createContext} from 'react';

/** A value a live control can set: every control edits a boolean, a number or a string. */
export type OptionValue = boolean | number | string;

/** Changed options by dotted path (`legend.position`). Built only from validated paths. */
export type OptionValues = Readonly<Record<string, OptionValue>>;

export interface ChartOverrides {
  values: OptionValues;
  /**
   * Grows whenever an option is reset. A chart's update merges the new
   * options into the old ones, so a removed option would stay drawn: a new
   * generation redraws the chart from its own props instead.
   */
  generation: number;
}

/**
 * Options that the chart page's controls set, merged over the props of every
 * chart drawn inside the provider (only the page's Usage demo is wrapped).
 */
export const ChartOverridesContext = createContext<ChartOverrides | null>(null);

const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `target` with `value` at `segments`, copying each object on the way; objects are never edited. */
export function setDeep(
  target: Record<string, unknown>,
  segments: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = segments;
  if (head === undefined || FORBIDDEN_SEGMENTS.has(head)) return target;
  const current = Object.prototype.hasOwnProperty.call(target, head) ? target[head] : undefined;
  // An option switched off with `false` (or unset) becomes an object holding just the field.
  const next = rest.length === 0 ? value : setDeep(isPlainObject(current) ? current : {}, rest, value);
  return {...target, [head]: next};
}

/** The demo's own props with every override set at its path. */
export function mergeOptionOverrides<P extends object>(props: P, overrides: OptionValues | null): P {
  if (!overrides) return props;
  let merged = props as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(overrides)) {
    merged = setDeep(merged, path.split('.'), value);
  }
  return merged as unknown as P;
}
