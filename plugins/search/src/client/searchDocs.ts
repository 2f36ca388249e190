import type {OptionMetadata, PageMetadata, SectionMetadata} from './generateSearchMetadata';
import type {SearchDemo} from './types';

/**
 * One MiniSearch document: a page (title, description, slug), a section (heading, paragraphs), a
 * demo (title, description and keywords, id) or a distinct props-table row (path, description).
 * `key` holds the names people copy from a URL: a chart's slug (`dual-axes`), a demo id (`line-basic`).
 */
export type SearchDoc = {id: number; title: string; text: string; key: string; page: number} & (
  | {kind: 'page'}
  | {kind: 'section'; section: SectionMetadata}
  | {kind: 'demo'; demo: SearchDemo}
  | {kind: 'option'; option: OptionMetadata}
);

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Every page, section, demo and option row as a document; `id` is the position in the list. */
export function buildSearchDocs(pages: readonly PageMetadata[], options: readonly OptionMetadata[]): SearchDoc[] {
  const docs: SearchDoc[] = [];
  const add = (doc: DistributiveOmit<SearchDoc, 'id'>) => docs.push({...doc, id: docs.length} as SearchDoc);
  pages.forEach((page, index) => {
    const slug = page.link.split('/').filter(Boolean).pop() ?? '';
    add({kind: 'page', page: index, title: page.title, text: page.description, key: slug});
    for (const section of page.sections) {
      add({kind: 'section', page: index, section, title: section.title, text: section.paragraphs.join('\n'), key: ''});
    }
    for (const demo of page.demos) {
      const text = [demo.description, demo.keywords.join(', ')].join('\n');
      add({kind: 'demo', page: index, demo, title: demo.title, text, key: demo.id});
    }
  });
  for (const option of options) {
    add({kind: 'option', page: -1, option, title: option.path, text: option.description, key: ''});
  }
  return docs;
}
