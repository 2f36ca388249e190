/** What the bundler's runtime rejects with when a script or style chunk cannot be fetched. */
interface ChunkErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
}

const CHUNK_MESSAGE = /Loading (CSS )?chunk [^\s]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const {name, code, message} = error as ChunkErrorLike;
  return (
    name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    (typeof message === 'string' && CHUNK_MESSAGE.test(message))
  );
}
