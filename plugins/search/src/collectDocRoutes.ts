import type {SearchRoute} from '../../../src/search/types';
import {extractMdxText} from './extractMdxText';
import {readFrontMatterText, withIntro} from './readFrontMatterText';

/** The fields of a loaded doc (docs plugin content) the index needs. */
export interface DocLike {
  title: string;
  description?: string;
  permalink: string;
  /** Aliased source path, `@site/docs/guide.mdx`. */
  source: string;
  unlisted?: boolean;
}

/** The docs plugin's loaded content, reduced to what is read here. */
export interface DocsContentLike {
  loadedVersions: Array<{isLast?: boolean; docs: DocLike[]}>;
}

/**
 * One route per listed doc: title, permalink and description from the docs
 * plugin, headings and text from the MDX source itself.
 */
export async function collectDocRoutes(
  content: DocsContentLike | undefined,
  readSource: (aliased: string) => string,
  warn: (message: string) => void = () => {},
): Promise<SearchRoute[]> {
  if (!content) {
    return [];
  }
  // Only the released docs are searched: the unreleased (/next/) copy would
  // double every hit. Without versioning the one version is the last.
  const released = content.loadedVersions.filter((version) => version.isLast !== false);
  const docs = released.flatMap((version) => version.docs.filter((doc) => !doc.unlisted));
  return Promise.all(
    docs.map(async (doc): Promise<SearchRoute> => {
      const {frontMatter, sections} = await extractMdxText(readSource(doc.source), {
        warn: (message) => warn(`${doc.source}: ${message}`),
      });
      const shown = readFrontMatterText(frontMatter);
      return {
        path: doc.permalink,
        title: shown.heroTitle ?? doc.title,
        ...(doc.description ? {description: doc.description} : {}),
        sections: withIntro(sections, shown.paragraphs),
      };
    }),
  );
}
