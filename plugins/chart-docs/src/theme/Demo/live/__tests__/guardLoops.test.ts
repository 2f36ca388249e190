import {guardLoops, LOOP_GUARD_NAME} from '../guardLoops';
import {createLoopGuard, type LoopGuard} from '../loopGuard';

/** A clock that moves on 1 ms per read: an endless loop is stopped after a few thousand iterations. */
function fastClockGuard(budgetMs = 50): LoopGuard {
  let time = 0;
  return createLoopGuard({budgetMs, now: () => (time += 1)});
}

/** Runs code as react-live does (the body of a function with the scope as parameters). */
function run(code: string, guard: LoopGuard = fastClockGuard()): unknown {
  return new Function(LOOP_GUARD_NAME, code)(guard);
}

function ticks(code: string): number {
  return code.split('.tick()').length - 1;
}

// Each finishing loop, braced and not: what it computes, and how many loops it has.
const FINISHING: Array<[string, string, unknown, number]> = [
  ['for', 'let t = 0; for (let i = 0; i < 5; i++) t += i; return t;', 10, 1],
  ['for, braced', 'let t = 0; for (let i = 0; i < 5; i++) { t += i; } return t;', 10, 1],
  ['for...in', "let t = ''; for (const k in {a: 1, b: 2}) t += k; return t;", 'ab', 1],
  ['for...in, braced', "let t = ''; for (const k in {a: 1, b: 2}) { t += k; } return t;", 'ab', 1],
  ['for...of', 'let t = 0; for (const v of [1, 2, 3]) t += v; return t;', 6, 1],
  ['for...of, braced', 'let t = 0; for (const v of [1, 2, 3]) { t += v; } return t;', 6, 1],
  ['while', 'let i = 0, t = 0; while (i < 5) t += i++; return t;', 10, 1],
  ['while, braced', 'let i = 0, t = 0; while (i < 5) { t += i++; } return t;', 10, 1],
  ['do...while', 'let i = 0, t = 0; do t += i++; while (i < 5) return t;', 10, 1],
  ['do...while, braced', 'let i = 0, t = 0; do { t += i++; } while (i < 5); return t;', 10, 1],
  ['an empty body', 'let i = 0; while (i++ < 5); for (; i < 9; i++) {} return i;', 9, 2],
  [
    'labels with continue and break',
    'let t = 0; outer: for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) { if (j > i) continue outer; if (i === 3) break outer; t += 1; } return t;',
    6,
    2,
  ],
  [
    'two labels on one loop',
    'let t = 0; a: b: while (t < 10) { t += 1; if (t === 3) continue a; if (t === 5) break b; } return t;',
    5,
    1,
  ],
  [
    'a labelled do...while without braces',
    'let i = 0; again: do if (i++ < 3) continue again; while (i < 6) return i;',
    6,
    1,
  ],
  [
    'nested loops without braces',
    'let t = 0; for (let i = 0; i < 3; i++) while (t < i * 10) do t += 1; while (t % 4) return t;',
    20,
    3,
  ],
  [
    'a loop as the branch of an if without braces',
    'let t = 0; if (t === 0) while (t < 3) t++; else for (;;) {} return t;',
    3,
    2,
  ],
  [
    'loops side by side without spaces',
    'let t=0;for(let i=0;i<2;i++)t++;for(let i=0;i<2;i++)t++;while(t<9)t++;return t;',
    9,
    3,
  ],
  [
    'a loop in an arrow function body',
    'const f = (n) => { let t = 0; while (n--) t++; return t; }; return f(4);',
    4,
    1,
  ],
];

describe('guardLoops', () => {
  it.each(FINISHING)('%s: guards every loop and computes what it did', (_name, code, expected, loops) => {
    const guarded = guardLoops(code);
    expect(ticks(guarded)).toBe(loops);
    expect(run(guarded)).toEqual(expected);
    expect(new Function(code)()).toEqual(expected);
  });

  it.each([
    ['for (;;) {}', 'for(;;){}'],
    ['for (;;) without a body', 'let i = 0;\nfor (;;) i++;'],
    ['while (true) without braces', 'let i = 0;\nwhile (true) i++;'],
    ['while (true) {}', 'while (true) {}'],
    ['an unfinished counter loop', 'let n = 0; while (n < 10) n'],
    ['do {} while (true)', 'do {} while(true)'],
    ['do without braces', 'do ; while (1)'],
    [
      'for...of over an endless generator',
      'function* g() { for (let i = 0; ; i++) yield i; }\nfor (const v of g()) {}',
    ],
    ['for...in that never ends', 'const o = {a: 1};\nfor (const k in o) { for (;;) {} }'],
    ['a labelled loop that continues itself', 'spin: while (true) { continue spin; }'],
    ['an inner loop that never ends', 'for (let i = 0; i < 3; i++) { let j = 0; while (j < 10) i++; }'],
    ['a loop after a regular expression with a quote', "const re = /'/;\nwhile (true) {}"],
    ['a loop after a regular expression with a comment opener', 'const re = /a\\/*b/, s = /[/*]/;\nwhile (true) {}'],
  ])('%s: is stopped', (_name, code) => {
    expect(() => run(guardLoops(code))).toThrow(/A loop ran more than 50 ms on line \d+ and was stopped/);
  });

  it('names the line the endless loop starts on', () => {
    const code = 'const a = 1;\n\nfunction f() {\n  for (let i = 0; i < 3; i++) {}\n  while (a)\n    f;\n}\nf();';
    expect(() => run(guardLoops(code))).toThrow('A loop ran more than 50 ms on line 5');
  });

  it('leaves loops in strings, comments, template literals and regular expressions alone', () => {
    const code = [
      'const s = \'while (true) {\', d = "for (;;) x;"; // do { } while (true)',
      '/* for (;;) {} */ const t = `${s} while (true) ${"do {} while (1)"} for (;;) {}`;',
      "const re = /while (true) {}/g, quote = /'/, opener = /\\/*/, klass = /[`'\"]/;",
      'const forEach = 1, doIt = 2, whileX = 3, formula = `${forEach + doIt + whileX}`;',
      'let n = 0; while (n < 3) n++;',
      'return [s, d, t, re.source, quote.source, opener.source, klass.source, formula, n];',
    ].join('\n');
    const guarded = guardLoops(code);
    expect(ticks(guarded)).toBe(1);
    expect(run(guarded)).toEqual(new Function(code)());
  });

  it('leaves code without loops as it was', () => {
    const code = "const a = {for: 1, while: 2, do: 3}; return a.for + a['while'] + a.do;";
    expect(guardLoops(code)).toBe(code);
  });

  it('keeps every line where it was', () => {
    const code = 'let i = 0;\nwhile (i < 3)\n  i++;\ndo\n  i--;\nwhile (i > 0)\nfor (;;) break;\nreturn i;';
    expect(guardLoops(code).split('\n')).toHaveLength(code.split('\n').length);
  });

  it('runs a finishing 50,000-step loop 100 times without stopping it (the budget is per entry of a loop)', () => {
    // One guard for all runs, as for a demo that re-renders: the real clock and the real 500 ms budget.
    const guard = createLoopGuard();
    const guarded = guardLoops('let t = 0; for (let i = 0; i < 50000; i++) { t += i % 7; } return t;');
    for (let run = 0; run < 100; run += 1) {
      expect(new Function(LOOP_GUARD_NAME, guarded)(guard)).toBe(149997);
    }
  });

  it.each([
    ['an unfinished loop', 'while (', /Unexpected token \(1:7\)/],
    ['an unclosed string', "const s = 'abc;\nwhile (true) {}", /Unterminated string constant \(1:10\)/],
    ['a stray brace', 'for (;;) {}\n}', /Unexpected token \(2:0\)/],
    [
      'a duplicate declaration',
      'let a = 1;\nlet a = 2;\nwhile (true) {}',
      /Identifier 'a' has already been declared \(2:4\)/,
    ],
  ])('%s: throws a SyntaxError with the position instead of guarding', (_name, code, message) => {
    expect(() => guardLoops(code)).toThrow(SyntaxError);
    expect(() => guardLoops(code)).toThrow(message);
  });

  it('accepts a top-level return (the code runs as a function body)', () => {
    expect(run(guardLoops('let i = 0; while (i < 2) i++; return i;'))).toBe(2);
  });
});
