import type {SearchRoute} from '../../../src/search/types';
import {extractJsxPageText} from './extractJsxPageText';
import {extractMdxText} from './extractMdxText';
import {readFrontMatterText, withIntro} from './readFrontMatterText';

/** The fields of a pages-plugin page the index needs (JSX and MDX pages). */
export type PageLike =
  | {type: 'jsx'; permalink: string; source: string}
  | {type: 'mdx'; permalink: string; source: string; title?: string; description?: string; unlisted?: boolean};

/**
 * Pages that are never search results: the not-found page, the search page
 * itself (`/search`) and `/~demos/*`-style internal pages.
 */
const HIDDEN_PAGE = /(^|\/)(404|search|~[^/]*)(\/|$)/;

/**
 * One route per page of the pages plugin. React pages are read from their
 * source (see extractJsxPageText); `fallbackTitle` names a page whose source
 * sets no title (the home page takes the site title).
 */
export function collectPageRoutes(
  pages: PageLike[] | undefined,
  readSource: (aliased: string) => string,
  fallbackTitle: (permalink: string) => string,
): SearchRoute[] {
  return (pages ?? [])
    .filter((page) => !HIDDEN_PAGE.test(page.permalink) && !(page.type === 'mdx' && page.unlisted))
    .map((page): SearchRoute => {
      const source = readSource(page.source);
      if (page.type === 'mdx') {
        const {frontMatter, sections} = extractMdxText(source);
        const shown = readFrontMatterText(frontMatter);
        return {
          path: page.permalink,
          title: shown.heroTitle ?? page.title ?? fallbackTitle(page.permalink),
          ...(page.description ? {description: page.description} : {}),
          sections: withIntro(sections, shown.paragraphs),
        };
      }
      const extracted = extractJsxPageText(source);
      return {
        path: page.permalink,
        title: extracted.title ?? fallbackTitle(page.permalink),
        ...(extracted.description ? {description: extracted.description} : {}),
        sections: extracted.sections,
      };
    });
}
