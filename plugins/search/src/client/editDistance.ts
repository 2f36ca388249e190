let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Damerau-Levenshtein distance (optimal string alignment: an insertion,
 * deletion, substitution or swap of two neighbours costs 1) between a and b,
 * or null when it exceeds max. Rows stop early once every cell of a row is
 * over max, so comparing a word against a whole vocabulary stays cheap.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) {
    return null;
  }
  if (a === b) {
    return 0;
  }
  // Three rolling rows, shared by every call: this runs once per vocabulary word on every fuzzy query.
  const width = b.length + 1;
  if (rows[0].length < width) {
    rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  }
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) {
      return null;
    }
    const recycled = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = recycled;
  }
  const distance = previous[b.length];
  return distance <= max ? distance : null;
}
