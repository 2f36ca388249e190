import {CHART_CATEGORIES} from '../categories';
import type {ChartSummary, DemoData} from '../types';
import {importedPlotsNames} from './demoChartComponent';
import type {ExamplesGalleryData, GalleryChart, GalleryDemo, GallerySection} from './types';
import {plainDescription} from '../demoDescription';

/** The last section, for demos whose chart could not be told (none today; kept so no demo is ever lost). */
export const OTHER_SECTION = {id: 'other', label: 'Other examples'} as const;

/** What the gallery reads of a demo record. */
export type GallerySourceDemo = Pick<
  DemoData,
  'id' | 'group' | 'source' | 'asset' | 'pageLink' | 'standalonePath' | 'preview'
>;

/**
 * The chart a demo draws: its group when the group is a chart slug, else the
 * first chart component it imports from `@ant-design/plots` (the guide's demos).
 */
function chartOfDemo(
  demo: GallerySourceDemo,
  bySlug: ReadonlyMap<string, ChartSummary>,
  byComponent: ReadonlyMap<string, ChartSummary>,
): ChartSummary | undefined {
  return (
    bySlug.get(demo.group) ??
    importedPlotsNames(demo.source)
      .map((name) => byComponent.get(name))
      .find((chart) => chart !== undefined)
  );
}

function toCard(demo: GallerySourceDemo, chart: ChartSummary | undefined): GalleryDemo {
  const galleryChart: GalleryChart | null = chart
    ? {slug: chart.slug, title: chart.title, component: chart.component}
    : null;
  return {
    id: demo.id,
    title: demo.asset.title,
    // Matched by the filter box, never shown: the words without their code marks.
    description: plainDescription(demo.asset.description),
    keywords: demo.asset.keywords,
    topics: demo.asset.topics,
    chart: galleryChart,
    link: demo.pageLink ?? demo.standalonePath,
    preview: demo.preview,
  };
}

/**
 * Every demo as a gallery card, grouped like the sidebar: chart categories in
 * their order, charts in registry order within a category, each chart's own
 * demos in display order followed by the page demos (the guide's) that draw
 * it. Empty categories are left out.
 */
export function buildGalleryData(
  charts: readonly ChartSummary[],
  demos: readonly GallerySourceDemo[],
  /** A category's label in the build's language (the sidebar's translation); the English label by default. */
  categoryLabel: (category: {id: string; label: string}) => string = (category) => category.label,
): ExamplesGalleryData {
  const bySlug = new Map(charts.map((chart) => [chart.slug, chart]));
  const byComponent = new Map(charts.map((chart) => [chart.component, chart]));
  const ownDemos = new Map<string, GalleryDemo[]>();
  const pageDemos = new Map<string, GalleryDemo[]>();
  const other: GalleryDemo[] = [];
  for (const demo of demos) {
    const chart = chartOfDemo(demo, bySlug, byComponent);
    const card = toCard(demo, chart);
    if (!chart) {
      other.push(card);
      continue;
    }
    const bucket = bySlug.has(demo.group) ? ownDemos : pageDemos;
    bucket.set(chart.slug, [...(bucket.get(chart.slug) ?? []), card]);
  }
  const sections: GallerySection[] = CHART_CATEGORIES.map((category) => ({
    id: category.id,
    label: categoryLabel(category),
    demos: charts
      .filter((chart) => chart.category === category.id)
      .flatMap((chart) => [...(ownDemos.get(chart.slug) ?? []), ...(pageDemos.get(chart.slug) ?? [])]),
  }));
  if (other.length > 0) {
    sections.push({...OTHER_SECTION, demos: other});
  }
  return {sections: sections.filter((section) => section.demos.length > 0)};
}
