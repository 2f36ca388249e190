import type {SearchMetadata} from './generateSearchMetadata';
import type {HintLimits} from './rankSearchHints';
import type {SearchIndex, SearchResultGroup, SearchWorkerRequest, SearchWorkerResponse} from './types';

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

/**
 * `window.__searchTiming`, read by benchmarks (cold and warm search latency):
 * - indexBytes: size of the downloaded index JSON (uncompressed bytes),
 * - coldMs: first search, from the request to its results, index download and
 *   metadata build included,
 * - lastQueryMs: the latest search, from the request to its results.
 * Every value is null until measured.
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

export function recordSearchTiming(patch: Partial<SearchTiming>): void {
  if (typeof window === 'undefined') {
    return;
  }
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

interface Engine {
  query(keywords: string, all: boolean): Promise<SearchResultGroup[]>;
}

/** Sends the index to the worker; resolves once its metadata is built. */
function startWorkerEngine(worker: Worker, index: SearchIndex, onBroken: () => void): Promise<Engine> {
  let nextId = 0;
  const pending = new Map<number, {resolve: (groups: SearchResultGroup[]) => void; reject: (error: Error) => void}>();
  return new Promise((resolveEngine, rejectEngine) => {
    const engine: Engine = {
      query(keywords, all) {
        nextId += 1;
        const id = nextId;
        return new Promise((resolve, reject) => {
          pending.set(id, {resolve, reject});
          worker.postMessage({
            action: 'get-search-result',
            id,
            payload: all ? {keywords, all} : {keywords},
          } satisfies SearchWorkerRequest);
        });
      },
    };
    const fail = (error: Error) => {
      rejectEngine(error);
      pending.forEach(({reject}) => reject(error));
      pending.clear();
      worker.terminate();
      onBroken();
    };
    worker.onmessage = ({data}: MessageEvent<SearchWorkerResponse>) => {
      switch (data.action) {
        case 'metadata-ready':
          resolveEngine(engine);
          break;
        case 'search-result':
          pending.get(data.id)?.resolve(data.payload);
          pending.delete(data.id);
          break;
        case 'error':
          if (data.id !== undefined && pending.has(data.id)) {
            pending.get(data.id)!.reject(new Error(data.message));
            pending.delete(data.id);
          } else {
            fail(new Error(data.message));
          }
          break;
        default:
          break;
      }
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      fail(new Error(event.message || 'The search worker failed.'));
    };
    worker.postMessage({action: 'generate-metadata', payload: index} satisfies SearchWorkerRequest);
  });
}

async function startInlineEngine(index: SearchIndex, loadInlineSearch: () => Promise<InlineSearch>): Promise<Engine> {
  const {generateSearchMetadata, rankSearchHints, allResultsLimits} = await loadInlineSearch();
  const metadata = generateSearchMetadata(index);
  return {query: async (keywords, all) => rankSearchHints(metadata, keywords, all ? allResultsLimits : undefined)};
}

/**
 * Lazily starts the search: nothing is downloaded until the first search.
 * The index goes to a worker when one can be started, else the same pure
 * functions run on the main thread. A failed start (index download, worker
 * crash) is forgotten, so the next search tries again.
 */
export function createSearchClient({
  loadIndex,
  createWorker,
  loadInlineSearch,
  now = () => performance.now(),
}: SearchClientDeps): SearchClient {
  let engine: Promise<Engine> | null = null;
  let measuredCold = false;
  const progressListeners = new Set<(progress: IndexLoadProgress) => void>();

  const start = (): Promise<Engine> => {
    const starting = (async () => {
      const {index, bytes} = await loadIndex((progress) => progressListeners.forEach((listener) => listener(progress)));
      recordSearchTiming({indexBytes: bytes});
      const worker = createWorker();
      if (worker) {
        try {
          return await startWorkerEngine(worker, index, () => {
            engine = null;
          });
        } catch {
          // A worker that cannot start (blocked script, CSP) is no reason to fail the search.
        }
      }
      return startInlineEngine(index, loadInlineSearch);
    })();
    engine = starting;
    starting.catch(() => {
      if (engine === starting) {
        engine = null;
      }
    });
    return starting;
  };

  return {
    async search(keywords, {onProgress, all = false} = {}) {
      const startedAt = now();
      if (onProgress) {
        progressListeners.add(onProgress);
      }
      try {
        const ready = await (engine ?? start());
        const groups = await ready.query(keywords, all);
        const elapsed = Math.round((now() - startedAt) * 10) / 10;
        recordSearchTiming(measuredCold ? {lastQueryMs: elapsed} : {coldMs: elapsed, lastQueryMs: elapsed});
        measuredCold = true;
        return groups;
      } finally {
        if (onProgress) {
          progressListeners.delete(onProgress);
        }
      }
    },
  };
}
