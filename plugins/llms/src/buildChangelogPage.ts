import type {ChangelogData} from '../../changelog/src';
import type {MarkdownPage} from './buildPages';
import {ENGLISH, type Localizer} from './locale/phrases';

/** The changelog page as Markdown: the documented package's releases first, then each related package's under its name. */
export function buildChangelogPage(changelog: ChangelogData, path: string, locale: Localizer = ENGLISH): MarkdownPage {
  const [documented, ...related] = changelog.lists;
  const description = locale.phrase('changelog.description', {
    name: documented.name,
    related: related.map((list) => list.name).join(', '),
  });
  const title = locale.phrase('changelog.title');
  const parts = [`# ${title}`, `> ${description}`, locale.text(documented.about)];
  for (const [index, list] of changelog.lists.entries()) {
    if (index > 0) {
      parts.push(
        `## ${list.name}`,
        locale.phrase('changelog.related', {count: list.releaseCount, name: list.name, about: locale.text(list.about)}),
      );
    }
    for (const major of list.majors) {
      parts.push(`## ${locale.text(major.title)}`);
      for (const release of major.releases) {
        parts.push(
          `### ${release.version}${release.label ? ` (${locale.text(release.label)})` : ''}`,
          locale.phrase('changelog.released', {date: release.date}),
        );
        const note = list.notes[release.version];
        if (note) parts.push(locale.phrase('changelog.differs', {note: locale.text(note)}));
        for (const section of release.sections) {
          parts.push(
            `#### ${locale.text(section.title)}`,
            section.items.map((item) => `- ${locale.text(item)}`).join('\n'),
          );
        }
      }
    }
  }
  return {path, title, description, section: 'Docs', markdown: `${parts.join('\n\n')}\n`};
}
