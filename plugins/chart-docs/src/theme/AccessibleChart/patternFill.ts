/**
 * Pattern fills that tell categories apart without color: each distinct
 * color of a chart gets the next pattern of the list, so categories differ by
 * pattern as well as by color.
 */

type PatternOption =
  | {type: 'line'; cfg: {spacing?: number; rotation?: number; lineWidth?: number; stroke?: string}}
  | {type: 'dot'; cfg: {size?: number; padding?: number; fill?: string; isStagger?: boolean}}
  | {type: 'square'; cfg: {size?: number; padding?: number; fill?: string; rotation?: number}};

// Drawn in a translucent contrast color over the shape's own color, so the shape keeps its color.
const INK = 'rgba(255, 255, 255, 0.75)';

export const PATTERNS: readonly PatternOption[] = [
  {type: 'line', cfg: {spacing: 6, rotation: 45, lineWidth: 2, stroke: INK}},
  {type: 'dot', cfg: {size: 3, padding: 3, fill: INK}},
  {type: 'line', cfg: {spacing: 6, rotation: -45, lineWidth: 2, stroke: INK}},
  {type: 'square', cfg: {size: 3, padding: 3, fill: INK}},
  {type: 'line', cfg: {spacing: 5, rotation: 0, lineWidth: 2, stroke: INK}},
  {type: 'dot', cfg: {size: 5, padding: 2, fill: INK, isStagger: false}},
  {type: 'line', cfg: {spacing: 5, rotation: 90, lineWidth: 2, stroke: INK}},
  {type: 'square', cfg: {size: 2, padding: 5, fill: INK, rotation: 45}},
];

/**
 * G2Plot's `pattern` option as a callback: the nth distinct color seen gets
 * the nth pattern (on the color as background). One per chart.
 */
export function createPatternFill(): (
  datum: unknown,
  color: string,
) => PatternOption & {cfg: {backgroundColor: string}} {
  const order = new Map<string, number>();
  return (_datum, color) => {
    let index = order.get(color);
    if (index === undefined) {
      index = order.size;
      order.set(color, index);
    }
    const pattern = PATTERNS[index % PATTERNS.length]!;
    return {...pattern, cfg: {...pattern.cfg, backgroundColor: color}} as PatternOption & {
      cfg: {backgroundColor: string};
    };
  };
}

/** Components whose G2Plot plot applies the `pattern` option (checked in G2Plot 2.4's adaptors). */
export const PATTERN_CHARTS = new Set([
  'Area',
  'Bar',
  'CirclePacking',
  'Column',
  'Histogram',
  'Liquid',
  'Pie',
  'RadialBar',
  'Rose',
  'Sunburst',
  'TinyArea',
  'TinyColumn',
  'Treemap',
]);
