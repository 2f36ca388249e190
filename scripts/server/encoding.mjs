/**
 * Which precompressed copy a request gets, the way deploy/nginx.conf's
 * brotli_static and gzip_static choose: brotli when Accept-Encoding names
 * `br` with a quality above zero, else gzip when it names `gzip` so, else the
 * file itself. `br;q=0` refuses brotli; `*` alone names neither.
 */
import Negotiator from 'negotiator';

/**
 * `'br'`, `'gzip'` or null, among the encodings a file has a copy in.
 * @param {string | string[] | undefined} acceptEncoding
 * @param {{has(encoding: string): boolean}} available a Set of encodings, or a Map by encoding
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(acceptEncoding, available) {
  // Negotiator parses the header and leaves out what has quality 0.
  const accepted = new Set(
    new Negotiator({headers: {'accept-encoding': String(acceptEncoding ?? '')}})
      .encodings()
      .map((encoding) => encoding.toLowerCase()),
  );
  return (
    /** @type {const} */ (['br', 'gzip']).find((encoding) => available.has(encoding) && accepted.has(encoding)) ?? null
  );
}
