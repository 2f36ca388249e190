import type {Translator} from '../../translations/src';
import {changelogUnitId} from './changelogUnits';
import {parseChanges} from './parseChangelog';
import type {ChangelogData, ChangelogList, ChangelogRelease} from './types';

function kindsOf(release: Pick<ChangelogRelease, 'sections'>): string {
  return release.sections.map((section) => `${section.kind}:${section.items.length}`).join(' ');
}

function translateRelease(
  list: ChangelogList,
  release: ChangelogRelease,
  units: ReadonlyMap<string, string>,
  translator: Translator,
): ChangelogRelease {
  const id = changelogUnitId.release(list.name, release.version);
  const english = units.get(id);
  const text = english === undefined ? undefined : translator.text(id, english);
  let sections = release.sections;
  if (text !== undefined && text !== english) {
    sections = parseChanges(text, release.anchor, {source: `memory changelog.json "${id}"`, line: 1});
    // Same kinds and item counts as the English: the section anchors and what each one says must not move.
    if (kindsOf({sections}) !== kindsOf(release)) {
      throw new Error(
        `i18n/zh-CN/memory/changelog.json: "${id}" has the sections ${kindsOf({sections})}, the English ` +
          `${kindsOf(release)}. Keep each "kind: " prefix and separate the items with ASCII "; " as the English does.`,
      );
    }
  }
  return {
    ...release,
    sections: sections.map((section) => ({
      ...section,
      title: translator.text(changelogUnitId.kind(section.kind), section.title),
    })),
  };
}

/**
 * The changelog in the build's language: release texts, section headings, notes and each list's `about` from
 * the memory (`units` gives their English); versions, dates, labels and anchors as they are.
 */
export function translateChangelog(
  data: ChangelogData,
  units: ReadonlyMap<string, string>,
  translator: Translator,
): ChangelogData {
  return {
    lists: data.lists.map((list) => ({
      ...list,
      about: translator.text(changelogUnitId.about(list.name), list.about),
      notes: Object.fromEntries(
        Object.entries(list.notes).map(([version, note]) => [
          version,
          translator.text(changelogUnitId.note(list.name, version), note),
        ]),
      ),
      majors: list.majors.map((major) => ({
        ...major,
        releases: major.releases.map((release) => translateRelease(list, release, units, translator)),
      })),
    })),
  };
}
