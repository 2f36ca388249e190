import type {ChangelogData} from '../../changelog/src';
import type {SearchRoute, SearchSection} from './types';

/**
 * The changelog page from the changelog plugin's loaded content: for each
 * package's list (the documented one first) one heading per major (`#1x`,
 * `#g2plot-react-2x`) and per version (`#126`, `#g2plot-react-2135`), titled
 * with the package's name so a version number finds the right package, with
 * the version's date, label and change items as its text. Anchors come from
 * the plugin's data, so they are the ones the page renders.
 */
export function collectChangelogRoute(data: ChangelogData, path: string, title = 'Changelog'): SearchRoute {
  const sections: SearchSection[] = [];
  const [documented, ...related] = data.lists;
  for (const [index, list] of data.lists.entries()) {
    if (index > 0) {
      sections.push({
        heading: {id: list.anchorPrefix.replace(/-$/, ''), depth: 2, title: list.name},
        paragraphs: [list.about],
      });
    }
    for (const major of list.majors) {
      sections.push({heading: {id: major.anchor, depth: 2, title: major.title}, paragraphs: []});
      for (const release of major.releases) {
        sections.push({
          heading: {id: release.anchor, depth: 3, title: `${list.name} ${release.version}`},
          paragraphs: [
            [release.date, release.label].filter(Boolean).join(' '),
            ...release.sections.flatMap((section) => section.items.map((item) => `${section.title}: ${item}`)),
          ],
        });
      }
    }
  }
  const releaseCount = (list: {releaseCount: number}) => list.releaseCount;
  return {
    path,
    title,
    description: `Release history: ${releaseCount(documented)} versions of ${documented.name}, then ${related
      .map((list) => `${releaseCount(list)} of ${list.name}`)
      .join(', ')}.`,
    sections,
  };
}
