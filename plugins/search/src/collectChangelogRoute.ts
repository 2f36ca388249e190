import type {ChangelogData} from '../../changelog/src';
import type {SearchRoute, SearchSection} from './types';

/**
 * The changelog page from the changelog plugin's loaded content: one heading
 * per major (`#2x`) and per version (`#2135`), the version's date, label and
 * change items as its text. Anchors come from the plugin's data, so they are
 * the ones the page renders.
 */
export function collectChangelogRoute(data: ChangelogData, path: string, title = 'Changelog'): SearchRoute {
  const sections: SearchSection[] = [];
  for (const major of data.majors) {
    sections.push({heading: {id: major.anchor, depth: 2, title: major.title}, paragraphs: []});
    for (const release of major.releases) {
      sections.push({
        heading: {id: release.anchor, depth: 3, title: release.version},
        paragraphs: [
          [release.date, release.label].filter(Boolean).join(' '),
          ...release.sections.flatMap((section) => section.items.map((item) => `${section.title}: ${item}`)),
        ],
      });
    }
  }
  return {
    path,
    title,
    description: `Release history, ${data.releaseCount} versions.`,
    sections,
  };
}
