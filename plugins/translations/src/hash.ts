import {createHash} from 'node:crypto';

/** Length of a source hash: short enough to read in a diff, long enough never to collide among a few thousand units. */
const HASH_LENGTH = 12;

/** The hash a memory entry stores for its English unit: the first 12 hex digits of the SHA-256 of its UTF-8 text. */
export function sourceHash(english: string): string {
  return createHash('sha256').update(english, 'utf8').digest('hex').slice(0, HASH_LENGTH);
}

export const SOURCE_HASH_PATTERN = /^[0-9a-f]{12}$/;
