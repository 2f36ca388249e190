/// <reference lib="webworker" />
/**
 * The search worker: pure functions (generateSearchMetadata, rankSearchHints)
 * behind one message switch (the protocol is in plugins/search/README.md):
 *   generate-metadata {routes, demos, nav}  -> metadata-ready
 *   get-search-result {keywords, all?} (+ id) -> search-result (same id);
 *     `all` asks for every result (the /search page) rather than the list's 40
 * Answers carry the request id so the page can drop answers it no longer wants.
 */
import {generateSearchMetadata, type SearchMetadata} from './generateSearchMetadata';
import {ALL_RESULTS_LIMITS, LIST_LIMITS, rankSearchHints} from './rankSearchHints';
import type {SearchWorkerRequest, SearchWorkerResponse} from './types';

declare const self: DedicatedWorkerGlobalScope;

let metadata: SearchMetadata = generateSearchMetadata({routes: [], demos: [], nav: []});

function reply(message: SearchWorkerResponse): void {
  self.postMessage(message);
}

self.onmessage = ({data}: MessageEvent<SearchWorkerRequest>) => {
  try {
    switch (data.action) {
      case 'generate-metadata':
        metadata = generateSearchMetadata(data.payload);
        reply({action: 'metadata-ready'});
        break;
      case 'get-search-result':
        reply({
          action: 'search-result',
          id: data.id,
          payload: rankSearchHints(
            metadata,
            data.payload.keywords,
            data.payload.all ? ALL_RESULTS_LIMITS : LIST_LIMITS,
          ),
        });
        break;
      default:
        break;
    }
  } catch (error) {
    reply({action: 'error', id: 'id' in data ? data.id : undefined, message: String(error)});
  }
};

export {};
