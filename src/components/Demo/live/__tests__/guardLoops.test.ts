import {createLoopGuard, guardLoops} from '../guardLoops';

describe('guardLoops', () => {
  it('guards braced for, while and do loops', () => {
    expect(guardLoops('for (let i = 0; i < n; i++) { x(); }')).toBe(
      'for (let i = 0; i < n; i++) {__loopGuard(); x(); }',
    );
    expect(guardLoops('while (f(a, (b))) {}')).toBe('while (f(a, (b))) {__loopGuard();}');
    expect(guardLoops('do { y(); } while (z)')).toBe('do {__loopGuard(); y(); } while (z)');
  });

  it('leaves strings, comments and look-alike names alone', () => {
    const code = "const s = 'while (true) {'; // for (;;) {\nconst forEach = doIt; /* do { */ formula(1);";
    expect(guardLoops(code)).toBe(code);
  });

  it('makes an endless loop throw instead of hanging', () => {
    const guarded = guardLoops('let n = 0; while (true) { n++; }');
    const run = new Function('__loopGuard', guarded);
    expect(() => run(createLoopGuard(1000))).toThrow(/more than 1,000 times/);
  });
});
