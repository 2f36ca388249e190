import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {SearchRoute} from './types';
import {extractMdxText} from './extractMdxText';
import {readFrontMatterText, withIntro} from './readFrontMatterText';

/** The docs plugin's `LoadedContent`, narrowed to the fields read here (tests build only these). */
export interface IndexedDocsContent {
  loadedVersions: Array<Pick<LoadedVersion, 'isLast'> & {docs: IndexedDoc[]}>;
}

/** A loaded doc: `source` is its aliased path, `@site/docs/guide.mdx`. */
export type IndexedDoc = Pick<DocMetadata, 'title' | 'description' | 'permalink' | 'source' | 'unlisted'>;

/**
 * One route per listed doc: title, permalink and description from the docs
 * plugin, headings and text from the MDX source itself.
 */
export async function collectDocRoutes(
  content: IndexedDocsContent | undefined,
  readSource: (aliased: string) => string,
  warn: (message: string) => void = () => {},
): Promise<SearchRoute[]> {
  if (!content) {
    return [];
  }
  // The site has one docs version (the last); should a second appear, only
  // the last is searched, as a copy would double every hit.
  const released = content.loadedVersions.filter((version) => version.isLast);
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
