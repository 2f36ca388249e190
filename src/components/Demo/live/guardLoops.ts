/**
 * Inserts a guard call at the start of every `for`, `while` and `do` loop
 * body of demo code, so an endless loop typed into the live editor throws
 * instead of freezing the tab. A small scanner, not a parser: it skips
 * strings, template literals and comments, and guards only braced bodies.
 */
export const LOOP_GUARD_NAME = '__loopGuard';

/** Iterations all loops of one evaluation may run before the guard throws. */
export const LOOP_ITERATION_LIMIT = 1_000_000;

function skipString(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== quote) {
    i += code[i] === '\\' ? 2 : 1;
  }
  return i + 1;
}

function skipComment(code: string, start: number): number {
  if (code[start + 1] === '/') {
    const end = code.indexOf('\n', start);
    return end === -1 ? code.length : end;
  }
  const end = code.indexOf('*/', start + 2);
  return end === -1 ? code.length : end + 2;
}

/** Index just past the `)` that closes the `(` at `open`, or -1. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    const ch = code[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      i = skipString(code, i) - 1;
    } else if (ch === '(') {
      depth += 1;
    } else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function nextNonSpace(code: string, from: number): number {
  let i = from;
  while (i < code.length && /\s/.test(code[i])) i += 1;
  return i;
}

export function guardLoops(code: string): string {
  const insertAt: number[] = [];
  let i = 0;
  while (i < code.length) {
    const ch = code[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      i = skipString(code, i);
      continue;
    }
    if (ch === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) {
      i = skipComment(code, i);
      continue;
    }
    const word = /^(for|while|do)\b/.exec(code.slice(i, i + 6));
    const wordStart = i === 0 || !/[\w$.]/.test(code[i - 1]);
    if (word && wordStart) {
      const afterWord = nextNonSpace(code, i + word[1].length);
      if (word[1] === 'do' && code[afterWord] === '{') {
        insertAt.push(afterWord + 1);
      } else if (word[1] !== 'do' && code[afterWord] === '(') {
        const end = closingParen(code, afterWord);
        const body = end === -1 ? -1 : nextNonSpace(code, end);
        if (body !== -1 && code[body] === '{') insertAt.push(body + 1);
      }
      i += word[1].length;
      continue;
    }
    i += 1;
  }
  let result = code;
  for (const index of insertAt.reverse()) {
    result = `${result.slice(0, index)}${LOOP_GUARD_NAME}();${result.slice(index)}`;
  }
  return result;
}

/** A fresh guard for one evaluation of the code. */
export function createLoopGuard(limit = LOOP_ITERATION_LIMIT): () => void {
  let count = 0;
  return () => {
    count += 1;
    if (count > limit) {
      throw new RangeError(
        `A loop ran more than ${limit.toLocaleString('en-US')} times; it was stopped so the page stays responsive.`,
      );
    }
  };
}
