import {generateSearchMetadata, type SearchMetadata} from '../generateSearchMetadata';
import {ALL_RESULTS_LIMITS, rankSearchHints} from '../rankSearchHints';
import {createSearchClient, type SearchClientDeps} from '../searchClient';
import type {SearchWorkerRequest, SearchWorkerResponse} from '../types';
import {FIXTURE_INDEX} from './fixtureIndex';

/** Speaks the worker protocol with the real pure functions, asynchronously like a worker. */
class FakeWorker {
  onmessage: ((event: MessageEvent<SearchWorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: SearchWorkerRequest[] = [];
  terminated = false;
  private metadata: SearchMetadata = generateSearchMetadata({routes: [], demos: [], nav: []});

  postMessage(request: SearchWorkerRequest) {
    this.received.push(request);
    setTimeout(() => {
      const reply = (data: SearchWorkerResponse) => this.onmessage?.({data} as MessageEvent<SearchWorkerResponse>);
      if (request.action === 'generate-metadata') {
        this.metadata = generateSearchMetadata(request.payload);
        reply({action: 'metadata-ready'});
      } else {
        reply({
          action: 'search-result',
          id: request.id,
          payload: rankSearchHints(
            this.metadata,
            request.payload.keywords,
            request.payload.all ? ALL_RESULTS_LIMITS : undefined,
          ),
        });
      }
    }, 0);
  }

  terminate() {
    this.terminated = true;
  }
}

function deps(overrides: Partial<SearchClientDeps> = {}): SearchClientDeps {
  return {
    loadIndex: jest.fn(async (onProgress) => {
      onProgress({loadedBytes: 10, totalBytes: 20});
      return {index: FIXTURE_INDEX, bytes: 1234};
    }),
    createWorker: jest.fn(() => new FakeWorker() as unknown as Worker),
    loadInlineSearch: jest.fn(async () => ({
      generateSearchMetadata,
      rankSearchHints,
      allResultsLimits: ALL_RESULTS_LIMITS,
    })),
    ...overrides,
  };
}

beforeEach(() => {
  delete window.__searchTiming;
});

describe('createSearchClient', () => {
  it('loads nothing until the first search, then loads the index once', async () => {
    const d = deps();
    const client = createSearchClient(d);
    expect(d.loadIndex).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([client.search('line'), client.search('install')]);
    expect(first[0].hints[0].link).toBe('/api/line');
    expect(second.flatMap((g) => g.hints).some((h) => h.link === '/guide#install')).toBe(true);
    await client.search('chart');
    expect(d.loadIndex).toHaveBeenCalledTimes(1);
    expect(d.createWorker).toHaveBeenCalledTimes(1);
  });

  it('follows the worker protocol: generate-metadata first, then get-search-result with ids', async () => {
    const worker = new FakeWorker();
    const client = createSearchClient(deps({createWorker: () => worker as unknown as Worker}));
    await client.search('line');
    await client.search('pie');
    expect(worker.received.map((m) => m.action)).toEqual([
      'generate-metadata',
      'get-search-result',
      'get-search-result',
    ]);
    expect(worker.received[0]).toEqual({action: 'generate-metadata', payload: FIXTURE_INDEX});
    expect(worker.received.slice(1)).toEqual([
      {action: 'get-search-result', id: 1, payload: {keywords: 'line'}},
      {action: 'get-search-result', id: 2, payload: {keywords: 'pie'}},
    ]);
  });

  it('runs the same functions on the main thread when there is no worker', async () => {
    const d = deps({createWorker: () => null});
    const groups = await createSearchClient(d).search('line');
    expect(d.loadInlineSearch).toHaveBeenCalled();
    expect(groups).toEqual(rankSearchHints(generateSearchMetadata(FIXTURE_INDEX), 'line'));
  });

  it('falls back to the main thread when the worker fails to start', async () => {
    const broken = {
      onerror: null as ((event: Partial<ErrorEvent>) => void) | null,
      onmessage: null,
      postMessage() {
        setTimeout(() => this.onerror?.({message: 'blocked', preventDefault() {}}), 0);
      },
      terminate: jest.fn(),
    };
    const d = deps({createWorker: () => broken as unknown as Worker});
    const groups = await createSearchClient(d).search('line');
    expect(groups[0].title).toBe('API');
    expect(broken.terminate).toHaveBeenCalled();
    expect(d.loadInlineSearch).toHaveBeenCalled();
  });

  it('rejects when the index cannot be loaded, and tries again on the next search', async () => {
    const loadIndex = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({index: FIXTURE_INDEX, bytes: 1});
    const client = createSearchClient(deps({loadIndex}));
    await expect(client.search('line')).rejects.toThrow('offline');
    await expect(client.search('line')).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({title: 'API'})]),
    );
    expect(loadIndex).toHaveBeenCalledTimes(2);
  });

  it('reports download progress and records window.__searchTiming', async () => {
    let clock = 0;
    const client = createSearchClient(deps({now: () => (clock += 5)}));
    const onProgress = jest.fn();
    await client.search('line', {onProgress});
    expect(onProgress).toHaveBeenCalledWith({loadedBytes: 10, totalBytes: 20});
    expect(window.__searchTiming).toEqual({indexBytes: 1234, coldMs: 5, lastQueryMs: 5});
    await client.search('pie');
    expect(window.__searchTiming).toMatchObject({coldMs: 5, lastQueryMs: 5});
  });
});
