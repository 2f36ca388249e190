/// <reference lib="webworker" />
/**
 * The search worker: generateSearchMetadata and rankSearchHints behind the protocol in the README
 * (`all` asks for the /search page's limits). Answers carry the request id, so the page can drop
 * the ones it no longer wants.
 */
import {generateSearchMetadata, type SearchMetadata} from './generateSearchMetadata';
import {ALL_RESULTS_LIMITS, LIST_LIMITS, rankSearchHints} from './rankSearchHints';
import type {SearchWorkerRequest, SearchWorkerResponse} from './types';

declare const self: DedicatedWorkerGlobalScope;

let metadata: SearchMetadata = generateSearchMetadata({routes: [], demos: [], nav: []});
const reply = (message: SearchWorkerResponse) => self.postMessage(message);

self.onmessage = ({data}: MessageEvent<SearchWorkerRequest>) => {
  try {
    if (data.action === 'generate-metadata') {
      metadata = generateSearchMetadata(data.payload);
      reply({action: 'metadata-ready'});
    } else if (data.action === 'get-search-result') {
      const {keywords, all} = data.payload;
      reply({
        action: 'search-result',
        id: data.id,
        payload: rankSearchHints(metadata, keywords, all ? ALL_RESULTS_LIMITS : LIST_LIMITS),
      });
    }
  } catch (error) {
    reply({action: 'error', id: 'id' in data ? data.id : undefined, message: String(error)});
  }
};
