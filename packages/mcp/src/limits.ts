/** Longest text a tool returns: a whole chart table is ~180 KB, more than an assistant's context should take at once. */
export const MAX_OUTPUT_CHARS = 40_000;
/** Largest file read from the site (the search index is ~0.6 MB, `llms-full.txt` a few MB). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** Longest a request to a deployed site may take. */
export const FETCH_TIMEOUT_MS = 15_000;
/** Longest query `search_docs` takes (the site's search box takes 100 characters). */
export const MAX_QUERY_CHARS = 200;
/** Most results `search_docs` returns. */
export const MAX_RESULTS = 25;
/** Longest request line read from stdin: a real request is a few hundred bytes; a longer line is refused and skipped. */
export const MAX_REQUEST_BYTES = 1024 * 1024;
