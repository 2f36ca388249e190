/**
 * The search plugin's client entry: the index's shapes and the ranking, for code
 * outside the plugin that searches a built index (the MCP server). The navbar box
 * and the all-results page are theme components (`@theme/SearchBar`, `@theme/SearchPage`).
 */
export type * from '../types';
export {generateSearchMetadata, type SearchMetadata} from './generateSearchMetadata';
export {rankSearchHints} from './rankSearchHints';
