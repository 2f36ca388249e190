// The public surface of the translation memory, for build code (the chart-docs, changelog and llms plugins)
// and `npm run translations` (scripts/translations/). It is a library, not a Docusaurus plugin: the plugins that
// generate English call it while they build.
export {sourceHash} from './hash';
export * from './locale';
export * from './memoryFile';
export type * from './domain';
export * from './status';
export {stampDomain} from './stamp';
export * from './translator';
export {docsDomain} from './mdx/docsDomain';
export {checkMdxTranslation} from './mdx/checkMdxTranslation';
export {mdxSections, parseMdx} from './mdx/parseMdx';
export {uiDomain, englishUiMessages, CODE_JSON} from './ui/uiDomain';
