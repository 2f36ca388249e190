/**
 * The client entry for code outside the plugin: the index's shapes and the ranking (the MCP server
 * searches a built index with them), and how the site reads words and what people mean by them (the
 * examples gallery filters its cards with the same rules).
 */
export type * from '../types';
export {generateSearchMetadata, type SearchMetadata} from './generateSearchMetadata';
export {rankSearchHints} from './rankSearchHints';
export {tokenize} from './terms';
export {synonymsOf, withoutStopWords} from './synonyms';
export {parseKeywords} from './typedQuery';
