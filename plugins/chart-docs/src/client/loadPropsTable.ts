/**
 * Loaders of the props tables the plugin emits, for the site's pages. Browser
 * only: the generated registry exists in the site's bundle alone.
 */
import {props} from '@generated/chart-docs/default/registry';
import type {ChartPropsHead, PropRow, PropsRows} from '../props/types';

export interface PropsTableLoaders {
  load: () => Promise<ChartPropsHead>;
  loadCommon: () => Promise<PropRow[]>;
}

/** Loaders of a chart's props table (own options, then the common group), or undefined when it has none. */
export function propsTableLoader(slug: string): PropsTableLoaders | undefined {
  if (!Object.prototype.hasOwnProperty.call(props, slug)) {
    return undefined;
  }
  const {load, loadCommon} = props[slug];
  return {
    load: () => load().then((module) => module.default),
    loadCommon: () => loadCommon().then((module) => module.default),
  };
}

/** Both groups of a chart's props table (the same JSON the table fetches); rejects for a chart without one. */
export async function loadPropsRows(slug: string): Promise<PropsRows> {
  const loader = propsTableLoader(slug);
  if (!loader) throw new Error(`No props table for ${slug}.`);
  const [head, common] = await Promise.all([loader.load(), loader.loadCommon()]);
  return {own: head.own, common};
}
