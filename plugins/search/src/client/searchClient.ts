import type {SearchMetadata} from './generateSearchMetadata';
import type {HintLimits} from './rankSearchHints';
import type {SearchIndex, SearchResultGroup, SearchWorkerRequest, SearchWorkerResponse} from './types';

export interface IndexLoadProgress {
  loadedBytes: number;
  /** Known only when the server sends an uncompressed Content-Length. */
  totalBytes: number | null;
}

/** The index and the size of its JSON in bytes (uncompressed). */
export interface LoadedSearchIndex {
  index: SearchIndex;
  bytes: number;
}

/**
 * Downloads the index, reporting progress while the body streams in, and checks its shape. Any
 * failure (network, HTTP status, bad JSON) rejects, so the caller can offer a retry.
 */
export async function fetchSearchIndex(
  url: string,
  onProgress: (progress: IndexLoadProgress) => void = () => {},
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedSearchIndex> {
  const response = await fetchImpl(url, {credentials: 'same-origin'});
  if (!response.ok || !response.body)
    throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  const encoding = response.headers.get('content-encoding');
  const length = Number(response.headers.get('content-length'));
  const totalBytes = (!encoding || encoding === 'identity') && length > 0 ? length : null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  onProgress({loadedBytes: 0, totalBytes});
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    text += decoder.decode(chunk.value, {stream: true});
    onProgress({loadedBytes: bytes, totalBytes});
  }
  const index = JSON.parse(text + decoder.decode()) as Partial<SearchIndex> | null;
  if (!index || !Array.isArray(index.routes) || !Array.isArray(index.demos) || !Array.isArray(index.nav)) {
    throw new Error('The search index has an unexpected shape.');
  }
  return {index: index as SearchIndex, bytes};
}

/**
 * `window.__searchTiming`, read by benchmarks: the index's size (uncompressed bytes), the first
 * search's time from request to results (download and metadata build included), the latest
 * search's time. null until measured.
 */
export interface SearchTiming {
  indexBytes: number | null;
  coldMs: number | null;
  lastQueryMs: number | null;
}

declare global {
  interface Window {
    __searchTiming?: SearchTiming;
  }
}

function recordSearchTiming(patch: Partial<SearchTiming>): void {
  if (typeof window === 'undefined') return;
  window.__searchTiming = {indexBytes: null, coldMs: null, lastQueryMs: null, ...window.__searchTiming, ...patch};
}

/** The pure search functions, loaded only when they must run on the main thread. */
export interface InlineSearch {
  generateSearchMetadata: (index: SearchIndex) => SearchMetadata;
  rankSearchHints: (metadata: SearchMetadata, keywords: string, limits?: HintLimits) => SearchResultGroup[];
  allResultsLimits: HintLimits;
}

export interface SearchClientDeps {
  loadIndex: (onProgress: (progress: IndexLoadProgress) => void) => Promise<LoadedSearchIndex>;
  /** A started worker, or null to search on the main thread. */
  createWorker: () => Worker | null;
  loadInlineSearch: () => Promise<InlineSearch>;
  now?: () => number;
}

export interface SearchClient {
  /** Results for the keywords; the first call downloads the index and builds the metadata. */
  search(
    keywords: string,
    options?: {onProgress?: (progress: IndexLoadProgress) => void; all?: boolean},
  ): Promise<SearchResultGroup[]>;
}

type Query = (keywords: string, all: boolean) => Promise<SearchResultGroup[]>;

/** Sends the index to the worker; resolves once its metadata is built. Answers carry the request's id. */
function startWorker(worker: Worker, index: SearchIndex, onBroken: () => void): Promise<Query> {
  let nextId = 0;
  const pending = new Map<number, {resolve: (groups: SearchResultGroup[]) => void; reject: (error: Error) => void}>();
  const post = (message: SearchWorkerRequest) => worker.postMessage(message);
  const query: Query = (keywords, all) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, {resolve, reject});
      post({action: 'get-search-result', id, payload: all ? {keywords, all} : {keywords}});
    });
  return new Promise((resolveStart, rejectStart) => {
    const fail = (error: Error) => {
      rejectStart(error);
      pending.forEach(({reject}) => reject(error));
      pending.clear();
      worker.terminate();
      onBroken();
    };
    worker.onmessage = ({data}: MessageEvent<SearchWorkerResponse>) => {
      if (data.action === 'metadata-ready') return resolveStart(query);
      const request = data.id === undefined ? undefined : pending.get(data.id);
      if (data.action === 'error' && !request) return fail(new Error(data.message));
      pending.delete(data.id!);
      if (data.action === 'search-result') request?.resolve(data.payload);
      else request?.reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      fail(new Error(event.message || 'The search worker failed.'));
    };
    post({action: 'generate-metadata', payload: index});
  });
}

/**
 * Lazily starts the search: nothing is downloaded until the first search. The index goes to a
 * worker when one can be started, else the same pure functions run on the main thread. A failed
 * start (index download, worker crash) is forgotten, so the next search tries again.
 */
export function createSearchClient({
  loadIndex,
  createWorker,
  loadInlineSearch,
  now = () => performance.now(),
}: SearchClientDeps): SearchClient {
  let engine: Promise<Query> | null = null;
  let measuredCold = false;
  const progressListeners = new Set<(progress: IndexLoadProgress) => void>();

  const start = async (): Promise<Query> => {
    const {index, bytes} = await loadIndex((progress) => progressListeners.forEach((listener) => listener(progress)));
    recordSearchTiming({indexBytes: bytes});
    const worker = createWorker();
    // A worker that cannot start (blocked script, CSP) is no reason to fail the search.
    const started = worker && (await startWorker(worker, index, () => (engine = null)).catch(() => null));
    if (started) return started;
    const inline = await loadInlineSearch();
    const metadata = inline.generateSearchMetadata(index);
    return async (keywords, all) =>
      inline.rankSearchHints(metadata, keywords, all ? inline.allResultsLimits : undefined);
  };

  return {
    async search(keywords, {onProgress, all = false} = {}) {
      const startedAt = now();
      if (onProgress) progressListeners.add(onProgress);
      try {
        if (!engine) {
          const starting = start();
          engine = starting;
          starting.catch(() => engine === starting && (engine = null));
        }
        const groups = await (await engine)(keywords, all);
        const elapsed = Math.round((now() - startedAt) * 10) / 10;
        recordSearchTiming(measuredCold ? {lastQueryMs: elapsed} : {coldMs: elapsed, lastQueryMs: elapsed});
        measuredCold = true;
        return groups;
      } finally {
        if (onProgress) progressListeners.delete(onProgress);
      }
    },
  };
}
