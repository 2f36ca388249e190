/** @jest-environment node */
import {fetchSearchIndex} from '../searchClient';
import {FIXTURE_INDEX} from './fixtureIndex';

function response(body: string, init: {status?: number; headers?: Record<string, string>} = {}) {
  const bytes = new TextEncoder().encode(body);
  const chunks = [bytes.slice(0, 5), bytes.slice(5)];
  return {
    ok: (init.status ?? 200) < 400,
    status: init.status ?? 200,
    headers: {get: (name: string) => init.headers?.[name.toLowerCase()] ?? null},
    body: {
      getReader: () => ({
        read: async () => (chunks.length ? {done: false, value: chunks.shift()} : {done: true, value: undefined}),
      }),
    },
  } as unknown as Response;
}

describe('fetchSearchIndex', () => {
  const json = JSON.stringify(FIXTURE_INDEX);

  it('streams the body, reporting bytes and the total when it is known', async () => {
    const onProgress = jest.fn();
    const fetchImpl = jest.fn(async () => response(json, {headers: {'content-length': String(json.length)}}));
    const loaded = await fetchSearchIndex('/index.json', onProgress, fetchImpl as unknown as typeof fetch);
    expect(loaded).toEqual({index: FIXTURE_INDEX, bytes: json.length});
    expect(onProgress).toHaveBeenLastCalledWith({loadedBytes: json.length, totalBytes: json.length});
  });

  it('does not trust Content-Length of a compressed response', async () => {
    const onProgress = jest.fn();
    const fetchImpl = async () => response(json, {headers: {'content-length': '10', 'content-encoding': 'br'}});
    await fetchSearchIndex('/index.json', onProgress, fetchImpl as unknown as typeof fetch);
    expect(onProgress).toHaveBeenLastCalledWith({loadedBytes: json.length, totalBytes: null});
  });

  it('rejects on an HTTP error or a file that is not an index', async () => {
    await expect(
      fetchSearchIndex('/x', undefined, (async () => response('', {status: 404})) as unknown as typeof fetch),
    ).rejects.toThrow('HTTP 404');
    await expect(
      fetchSearchIndex('/x', undefined, (async () => response('{"routes":1}')) as unknown as typeof fetch),
    ).rejects.toThrow('unexpected shape');
  });
});
