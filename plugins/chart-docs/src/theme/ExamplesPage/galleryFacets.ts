import type {GalleryChart, GallerySection} from '../../gallery/types';

/** Every chart the gallery has demos of, once each, in the gallery's order. */
export function galleryCharts(sections: readonly GallerySection[]): GalleryChart[] {
  const charts = new Map<string, GalleryChart>();
  for (const demo of sections.flatMap((section) => section.demos)) {
    if (demo.chart && !charts.has(demo.chart.slug)) {
      charts.set(demo.chart.slug, demo.chart);
    }
  }
  return [...charts.values()];
}

/** How many demos show each topic. */
export function topicCounts(sections: readonly GallerySection[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const demo of sections.flatMap((section) => section.demos)) {
    for (const topic of demo.topics) {
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
    }
  }
  return counts;
}
