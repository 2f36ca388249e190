/**
 * Every text the ranking matches, case-folded and joined into one string, so
 * a query finds the texts holding each of its word forms with one indexOf
 * scan per form instead of one per text. Texts without any form are then
 * skipped at the cost of a set lookup.
 */
export interface TextCorpus {
  /** Folded texts joined by NUL (never part of a query word). */
  joined: string;
  /** Offset of each text in `joined`, ascending. */
  starts: number[];
  texts: string[];
  /** The same texts, for "is this text in the corpus" checks. */
  known: ReadonlySet<string>;
}

const SEPARATOR = '\u0000';

/** `folded` are case-folded texts (duplicates are kept once). */
export function buildTextCorpus(folded: Iterable<string>): TextCorpus {
  const known = new Set<string>();
  for (const text of folded) {
    if (text) known.add(text);
  }
  const texts = [...known];
  const starts: number[] = [];
  let offset = 0;
  for (const text of texts) {
    starts.push(offset);
    offset += text.length + SEPARATOR.length;
  }
  return {joined: texts.join(SEPARATOR), starts, texts, known};
}

function textAt(corpus: TextCorpus, offset: number): number {
  const {starts} = corpus;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The corpus texts that contain at least one of the needles (folded). */
export function findTextsWithAny(corpus: TextCorpus, needles: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const needle of needles) {
    if (!needle || needle.includes(SEPARATOR)) continue;
    for (let at = corpus.joined.indexOf(needle); at !== -1;) {
      const index = textAt(corpus, at);
      found.add(corpus.texts[index]);
      const next = corpus.starts[index + 1];
      if (next === undefined) break;
      at = corpus.joined.indexOf(needle, next);
    }
  }
  return found;
}
