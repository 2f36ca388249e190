import {isChunkLoadError} from '../isChunkLoadError';

describe('isChunkLoadError', () => {
  it('recognises a failed script chunk by name or message', () => {
    const byName = Object.assign(new Error('whatever'), {name: 'ChunkLoadError'});
    expect(isChunkLoadError(byName)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 431 failed.\n(error: /assets/js/431.js)'))).toBe(true);
  });

  it('recognises a failed style chunk by its code', () => {
    const css = Object.assign(new Error('Loading CSS chunk 12 failed.'), {code: 'CSS_CHUNK_LOAD_FAILED'});
    expect(isChunkLoadError(css)).toBe(true);
  });

  it('leaves other errors to the normal error page', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
