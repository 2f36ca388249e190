/**
 * The site shell's browser entry: what other plugins' browser code and the site may import.
 * Everything else in this plugin is internal.
 */

export * from './describeError';
export * from './isChunkLoadError';
export * from '../earlyInputScript';
