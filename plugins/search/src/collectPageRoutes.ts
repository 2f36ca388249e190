import type {SearchRoute} from '../../../src/search/types';
import {extractJsxPageText} from './extractJsxPageText';
import {extractMdxText} from './extractMdxText';
import {readFrontMatterText, withIntro} from './readFrontMatterText';

/** The fields of a pages-plugin page the index needs (JSX and MDX pages). */
export type PageLike =
  | {type: 'jsx'; permalink: string; source: string}
  | {type: 'mdx'; permalink: string; source: string; title?: string; description?: string; unlisted?: boolean};

/** Pages that are never search results: the not-found page and `/~demos/*`-style internal pages. */
const HIDDEN_PAGE = /(^|\/)(404|~[^/]*)(\/|$)/;

/**
 * One route per page of the pages plugin. React pages are read from their
 * source (see extractJsxPageText); `fallbackTitle` names a page whose source
 * sets no title (the home page takes the site title).
 */
export async function collectPageRoutes(
  pages: PageLike[] | undefined,
  readSource: (aliased: string) => string,
  fallbackTitle: (permalink: string) => string,
  warn: (message: string) => void = () => {},
): Promise<SearchRoute[]> {
  const listed = (pages ?? []).filter(
    (page) => !HIDDEN_PAGE.test(page.permalink) && !(page.type === 'mdx' && page.unlisted),
  );
  return Promise.all(
    listed.map(async (page): Promise<SearchRoute> => {
      const source = readSource(page.source);
      if (page.type === 'mdx') {
        const {frontMatter, sections} = await extractMdxText(source, {
          warn: (message) => warn(`${page.source}: ${message}`),
        });
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
    }),
  );
}
