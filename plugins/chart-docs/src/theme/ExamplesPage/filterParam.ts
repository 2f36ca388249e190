import {cleanFilter} from './filterExamples';

/** The query parameter that keeps the gallery's filter: `/examples?filter=pie`. */
export const FILTER_PARAM = 'filter';

/** The filter an address carries (cleaned and capped), or an empty string. */
export function readFilterParam(search: string): string {
  return cleanFilter(new URLSearchParams(search).get(FILTER_PARAM) ?? '');
}

/** `search` with the filter set (trimmed), or removed when it is blank; other parameters are kept. */
export function withFilterParam(search: string, filter: string): string {
  const params = new URLSearchParams(search);
  const value = cleanFilter(filter).trim();
  if (value) {
    params.set(FILTER_PARAM, value);
  } else {
    params.delete(FILTER_PARAM);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
