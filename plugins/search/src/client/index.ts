/**
 * The search plugin's client entry: the index's shapes and the ranking, for code
 * outside the plugin that searches a built index (the MCP server). The navbar box
 * and the all-results page are theme components (`@theme/SearchBar`, `@theme/SearchPage`).
 */
export type * from '../types';
export {generateSearchMetadata, type SearchMetadata} from './generateSearchMetadata';
export {rankSearchHints} from './rankSearchHints';
// How the site reads words (stems, camelCase parts, versions whole) and what people mean by them:
// the examples gallery filters its cards with the same rules.
export {tokenize} from './terms';
export {synonymsOf, withoutStopWords} from './synonyms';
export {parseKeywords} from './typedQuery';
