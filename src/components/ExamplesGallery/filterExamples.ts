import type {GalleryDemo, GallerySection} from '@site/plugins/chart-docs/src/gallery/types';

/** Longest filter text taken from the box or the address; the rest is cut off. */
export const MAX_FILTER_CHARS = 100;

/**
 * Folds text for matching: accents dropped (`Diagramme circulaire` matches
 * `diagrammé`), lower case, compatibility forms unified (full-width letters),
 * and every run of spaces, dashes or underscores made one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The filter as the visitor meant it: control characters removed, at most MAX_FILTER_CHARS long. */
export function cleanFilter(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_FILTER_CHARS);
}

/** The words of a filter; empty when it holds nothing to match. */
function filterWords(filter: string): string[] {
  return foldText(cleanFilter(filter)).split(' ').filter(Boolean);
}

/** What a card can be found by: its chart's name, component and slug, its title and keywords. */
function searchableText(demo: GalleryDemo): string {
  const chart = demo.chart ? [demo.chart.title, demo.chart.component, demo.chart.slug] : [];
  // Joined on a character no folded word holds, so a word never matches across two fields.
  return [...chart, demo.title, ...demo.keywords].map(foldText).join('\n');
}

/**
 * The sections with only the demos matching every word of `filter` (plain
 * substrings, never a pattern), and without the sections left empty. An
 * empty filter keeps everything.
 */
export function filterSections(sections: readonly GallerySection[], filter: string): GallerySection[] {
  const words = filterWords(filter);
  if (words.length === 0) {
    return [...sections];
  }
  return sections
    .map((section) => ({
      ...section,
      demos: section.demos.filter((demo) => {
        const text = searchableText(demo);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.demos.length > 0);
}

export function countDemos(sections: readonly GallerySection[]): number {
  return sections.reduce((sum, section) => sum + section.demos.length, 0);
}
