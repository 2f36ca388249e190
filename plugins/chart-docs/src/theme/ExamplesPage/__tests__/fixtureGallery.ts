import type {ExamplesGalleryData, GalleryDemo} from '../../../gallery/types';
import type {DemoTopicId} from '../../../topics';

function card(
  id: string,
  title: string,
  chart: [string, string, string] | null,
  keywords: string[],
  topics: DemoTopicId[] = [],
): GalleryDemo {
  return {
    id,
    title,
    description: `What ${title} shows.`,
    keywords,
    topics,
    chart: chart && {slug: chart[0], title: chart[1], component: chart[2]},
    link: chart ? `/api/${chart[0]}?tab=examples#demo-${id}` : `/~demos/${id}`,
    preview: {light: `/img/previews/${id}.light.png`, dark: `/img/previews/${id}.dark.png`, width: 640, height: 400},
  };
}

/**
 * A small gallery: three categories, a chart with accents in its keywords, a
 * card without a preview, and three demos on topics (one on two topics).
 */
export const GALLERY: ExamplesGalleryData = {
  sections: [
    {
      id: 'basic',
      label: 'Basic charts',
      demos: [
        card('line-basic', 'Basic line', ['line', 'Line', 'Line'], ['trend', 'time series']),
        card('line-step', 'Step line', ['line', 'Line', 'Line'], ['step'], ['annotations']),
        card('pie-basic', 'Basic pie', ['pie', 'Pie', 'Pie'], ['share', 'proportion']),
        {
          ...card('pie-donut', 'Donut', ['pie', 'Pie', 'Pie'], ['ring', 'café'], ['label', 'annotations']),
          preview: null,
        },
      ],
    },
    {
      id: 'relation',
      label: 'Relations and flows',
      demos: [card('word-cloud-basic', 'Basic word cloud', ['word-cloud', 'Word Cloud', 'WordCloud'], ['text'])],
    },
    {
      id: 'progress',
      label: 'Progress and KPI',
      demos: [card('gauge-basic', 'Basic gauge', ['gauge', 'Gauge', 'Gauge'], ['kpi', 'Größe'], ['animation'])],
    },
  ],
};
