import {DEMO_TOPIC_IDS} from '../../topics';

/** The address's choices besides the words: `/examples?chart=line&topic=annotations&group=topic`. */
export const CHART_PARAM = 'chart';
export const TOPIC_PARAM = 'topic';
export const GROUP_PARAM = 'group';

/** How the gallery groups its cards: by chart category (the default) or by topic. */
export type GalleryGrouping = 'chart' | 'topic';

export interface GalleryParams {
  chart: string;
  topic: string;
  group: GalleryGrouping;
}

/**
 * The choices an address carries, each kept only when the gallery knows it
 * (a chart slug it lists, a topic id, a grouping); anything else reads as
 * "any", so a stale or hostile link shows every card rather than none.
 */
export function readGalleryParams(search: string, chartSlugs: ReadonlySet<string>): GalleryParams {
  const params = new URLSearchParams(search);
  const chart = params.get(CHART_PARAM) ?? '';
  const topic = params.get(TOPIC_PARAM) ?? '';
  return {
    chart: chartSlugs.has(chart) ? chart : '',
    topic: (DEMO_TOPIC_IDS as readonly string[]).includes(topic) ? topic : '',
    group: params.get(GROUP_PARAM) === 'topic' ? 'topic' : 'chart',
  };
}

/** `search` with one choice set, or removed when it is the default; other parameters are kept. */
export function withGalleryParam(search: string, name: string, value: string, defaultValue = ''): string {
  const params = new URLSearchParams(search);
  if (value && value !== defaultValue) {
    params.set(name, value);
  } else {
    params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
