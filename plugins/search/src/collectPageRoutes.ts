import type {JSXPageMetadata, MDXPageMetadata} from '@docusaurus/plugin-content-pages';
import type {SearchRoute} from './types';
import {extractJsxPageText} from './extractJsxPageText';
import {extractMdxText} from './extractMdxText';
import {readFrontMatterText, withIntro} from './readFrontMatterText';

/** A page of the pages plugin's `LoadedContent`, narrowed to the fields read here (tests build only these). */
export type IndexedPage =
  | Pick<JSXPageMetadata, 'type' | 'permalink' | 'source'>
  | Pick<MDXPageMetadata, 'type' | 'permalink' | 'source' | 'title' | 'description' | 'unlisted'>;

/** The not-found page is never a search result (the all-results page is this plugin's route, not a page). */
const NOT_INDEXED_PAGE = /(^|\/)404(\/|$)/;

/** Whether `permalink` is `base` or below it. */
function isUnder(permalink: string, base: string): boolean {
  return permalink === base || permalink.startsWith(`${base}/`);
}

/**
 * One route per page of the pages plugin. React pages are read from their
 * source (see extractJsxPageText); `fallbackTitle` names a page whose source
 * sets no title (the home page takes the site title). Pages under
 * `hiddenBasePaths` (where pages show one demo alone) are left out.
 */
export async function collectPageRoutes(
  pages: readonly IndexedPage[] | undefined,
  readSource: (aliased: string) => string,
  fallbackTitle: (permalink: string) => string,
  hiddenBasePaths: readonly string[] = [],
  warn: (message: string) => void = () => {},
): Promise<SearchRoute[]> {
  const listed = (pages ?? []).filter(
    (page) =>
      !NOT_INDEXED_PAGE.test(page.permalink) &&
      !hiddenBasePaths.some((base) => isUnder(page.permalink, base)) &&
      !(page.type === 'mdx' && page.unlisted),
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
