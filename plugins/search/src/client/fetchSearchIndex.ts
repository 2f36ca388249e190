import type {SearchIndex} from './types';

export interface IndexLoadProgress {
  loadedBytes: number;
  /** Known only when the server sends an uncompressed Content-Length. */
  totalBytes: number | null;
}

export interface LoadedSearchIndex {
  index: SearchIndex;
  /** Size of the index JSON in bytes (uncompressed). */
  bytes: number;
}

function isSearchIndex(value: unknown): value is SearchIndex {
  const index = value as Partial<SearchIndex> | null;
  return !!index && Array.isArray(index.routes) && Array.isArray(index.demos) && Array.isArray(index.nav);
}

/**
 * Downloads the index, reporting progress while the body streams in, and
 * checks its shape. Any failure (network, HTTP status, bad JSON) rejects, so
 * the caller can offer a retry.
 */
export async function fetchSearchIndex(
  url: string,
  onProgress: (progress: IndexLoadProgress) => void = () => {},
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedSearchIndex> {
  const response = await fetchImpl(url, {credentials: 'same-origin'});
  if (!response.ok) {
    throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  }
  const encoding = response.headers.get('content-encoding');
  const length = Number(response.headers.get('content-length'));
  const totalBytes = (!encoding || encoding === 'identity') && length > 0 ? length : null;

  let text: string;
  let bytes: number;
  const reader = response.body?.getReader();
  if (reader) {
    const decoder = new TextDecoder();
    const parts: string[] = [];
    bytes = 0;
    onProgress({loadedBytes: 0, totalBytes});
    for (;;) {
      const {done, value} = await reader.read();
      if (done) {
        break;
      }
      bytes += value.byteLength;
      parts.push(decoder.decode(value, {stream: true}));
      onProgress({loadedBytes: bytes, totalBytes});
    }
    parts.push(decoder.decode());
    text = parts.join('');
  } else {
    text = await response.text();
    bytes = new TextEncoder().encode(text).byteLength;
    onProgress({loadedBytes: bytes, totalBytes: bytes});
  }

  const index: unknown = JSON.parse(text);
  if (!isSearchIndex(index)) {
    throw new Error('The search index has an unexpected shape.');
  }
  return {index, bytes};
}
