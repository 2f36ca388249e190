/**
 * The chart-docs plugin's browser entry: what other plugins' browser code may import.
 * Its components are theme components (`@theme/ChartPage`, `@theme/Demo`, ...);
 * everything else in this plugin is internal.
 */

export * from './sandbox/copyCode';
export * from '../propsRows/propAnchor';
export type * from '../types';
export type * from '../props/types';
