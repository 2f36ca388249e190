import {act, renderHook} from '@testing-library/react';
import {SEARCH_DEBOUNCE_MS} from '../../../client/constants';
import type {SearchResultGroup} from '../../../client/types';
import {useSearchClient} from '../useSearchClient';
import {advance} from './advanceTimers';

type Progress = {loadedBytes: number; totalBytes: number | null};
const search = jest.fn<Promise<SearchResultGroup[]>, [string, {onProgress?: (p: Progress) => void}?]>();

jest.mock('../../../client/loadSearchClient', () => ({
  loadSearchClient: () => Promise.resolve({search: (...args: Parameters<typeof search>) => search(...args)}),
}));

function answer(link: string): SearchResultGroup[] {
  return [
    {
      title: 'API',
      sectionOrder: 2,
      priority: 100,
      hints: [
        {
          type: 'page',
          link,
          priority: 100,
          pageTitle: link,
          highlightTitleTexts: [{text: link, highlighted: true}],
          highlightTexts: [],
        },
      ],
    },
  ];
}

beforeEach(() => {
  jest.useFakeTimers();
  search.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useSearchClient', () => {
  it('asks the client once, for the trimmed last value, after the debounce it declares', async () => {
    search.mockResolvedValue(answer('/api/line'));
    const {result} = renderHook(() => useSearchClient());
    const {debounceMs} = result.current;
    expect(debounceMs).toBe(SEARCH_DEBOUNCE_MS);
    expect(result.current.status).toBe('idle');
    act(() => result.current.search('l'));
    await advance(debounceMs - 1);
    act(() => result.current.search(' line '));
    expect(result.current.status).toBe('loading');
    await advance(debounceMs - 1);
    expect(search).not.toHaveBeenCalled();
    await advance(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe('line');
    expect(result.current.status).toBe('done');
    expect(result.current.groups[0].hints[0].link).toBe('/api/line');
  });

  it('clears the results at once for a blank value, without a request', async () => {
    search.mockResolvedValue(answer('/api/line'));
    const {result} = renderHook(() => useSearchClient());
    act(() => result.current.search('line'));
    await advance(SEARCH_DEBOUNCE_MS);
    act(() => result.current.search('   '));
    expect(result.current.status).toBe('idle');
    expect(result.current.groups).toEqual([]);
    await advance(SEARCH_DEBOUNCE_MS);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after a newer request', async () => {
    const pending: Array<(groups: SearchResultGroup[]) => void> = [];
    search.mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
    const {result} = renderHook(() => useSearchClient());
    act(() => result.current.search('line'));
    await advance(SEARCH_DEBOUNCE_MS);
    act(() => result.current.search('pie'));
    await advance(SEARCH_DEBOUNCE_MS);
    await act(async () => pending[1](answer('/api/pie')));
    await act(async () => pending[0](answer('/api/line')));
    expect(result.current.groups[0].hints[0].link).toBe('/api/pie');
    expect(result.current.status).toBe('done');
  });

  it('reports a failure as an error with no results, and tries again on the next value', async () => {
    search.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(answer('/api/line'));
    const {result} = renderHook(() => useSearchClient());
    act(() => result.current.search('line'));
    await advance(SEARCH_DEBOUNCE_MS);
    expect(result.current.status).toBe('error');
    expect(result.current.groups).toEqual([]);
    act(() => result.current.search('lines'));
    await advance(SEARCH_DEBOUNCE_MS);
    expect(result.current.status).toBe('done');
    expect(result.current.groups).toHaveLength(1);
  });

  it('passes on the index download progress while loading and forgets it with the answer', async () => {
    let finish: (groups: SearchResultGroup[]) => void = () => {};
    search.mockImplementation((_keywords, options) => {
      options?.onProgress?.({loadedBytes: 5, totalBytes: 10});
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const {result} = renderHook(() => useSearchClient());
    act(() => result.current.search('line'));
    await advance(SEARCH_DEBOUNCE_MS);
    expect(result.current.progress).toEqual({loadedBytes: 5, totalBytes: 10});
    await act(async () => finish(answer('/api/line')));
    expect(result.current.progress).toBeNull();
  });

  it('sends nothing once unmounted', async () => {
    const {result, unmount} = renderHook(() => useSearchClient());
    act(() => result.current.search('line'));
    unmount();
    await advance(SEARCH_DEBOUNCE_MS);
    expect(search).not.toHaveBeenCalled();
  });
});
