/**
 * Shapes of the `/examples` gallery's data module. Type-only and Node-free:
 * the gallery page in the browser imports them.
 */
import type {DemoTopicId} from '../topics';
import type {ChartSummary, DemoPreviewImage} from '../types';

/** The chart a demo draws, as the gallery names it. */
export type GalleryChart = Pick<ChartSummary, 'slug' | 'title' | 'component'>;

/** One card of the gallery. */
export interface GalleryDemo {
  id: string;
  title: string;
  description: string;
  keywords: string[];
  /** Cross-chart topics the demo shows, from its header. */
  topics: DemoTopicId[];
  /** The chart the demo draws, or null when it could not be told (the demo then sits in the last section). */
  chart: GalleryChart | null;
  /** Where the card leads: the demo on its page (tab and anchor), or its standalone page. */
  link: string;
  preview: DemoPreviewImage | null;
}

/** Demos of one chart category, in sidebar order; `id` is the category id (or `other`). */
export interface GallerySection {
  id: string;
  label: string;
  demos: GalleryDemo[];
}

/** What the `/examples` route receives as its `gallery` prop. */
export interface ExamplesGalleryData {
  sections: GallerySection[];
}
