import {SEARCH_PAGE_PATH} from '../constants';

/** A query longer than this is cut: nobody types more, and the URL stays sane. */
export const MAX_QUERY_CHARS = 200;

/** Control characters (and other invisible format characters) never belong in a query. */
const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** The query as plain text, whatever the URL holds: control characters dropped, length capped. */
export function cleanQuery(value: string | null | undefined): string {
  return [...(value ?? '').replace(CONTROL, ' ')].slice(0, MAX_QUERY_CHARS).join('');
}

/** The `q` parameter of a location's search string, cleaned. */
export function readSearchQuery(search: string): string {
  return cleanQuery(new URLSearchParams(search).get('q'));
}

/** The link to every result for a query: `/search?q=...`. */
export function searchPageLink(query: string): string {
  const q = cleanQuery(query).trim();
  return q ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({q}).toString()}` : SEARCH_PAGE_PATH;
}
