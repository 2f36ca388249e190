import fc from 'fast-check';
import {parse} from 'acorn';
import {guardLoops, LOOP_GUARD_NAME} from '../guardLoops';
import {createLoopGuard} from '../loopGuard';

/** A generated statement: a step of the computation, a jump to an enclosing label, or a loop. */
type Statement =
  {type: 'step'; k: number} | {type: 'jump'; jump: 'continue' | 'break'; target: number; every: number} | Loop;

interface Loop {
  type: 'loop';
  kind: 'for' | 'while' | 'do' | 'forIn' | 'forOf';
  count: number;
  braced: boolean;
  labelled: boolean;
  body: Statement[];
}

const {statement: statementArbitrary} = fc.letrec<{statement: Statement; loop: Loop}>((tie) => ({
  // At the depth limit `oneof` takes its first choice, a plain step.
  statement: fc.oneof(
    {maxDepth: 3},
    fc.record({type: fc.constant('step' as const), k: fc.integer({min: 0, max: 99})}),
    fc.record({
      type: fc.constant('jump' as const),
      jump: fc.constantFrom('continue' as const, 'break' as const),
      target: fc.nat(),
      every: fc.integer({min: 2, max: 4}),
    }),
    tie('loop'),
  ),
  loop: fc.record({
    type: fc.constant('loop' as const),
    kind: fc.constantFrom('for' as const, 'while' as const, 'do' as const, 'forIn' as const, 'forOf' as const),
    count: fc.integer({min: 0, max: 4}),
    braced: fc.boolean(),
    labelled: fc.boolean(),
    body: fc.array(tie('statement'), {minLength: 1, maxLength: 3}),
  }),
}));

/**
 * Renders statements as JavaScript whose loops all finish: counters of `while`
 * and `do` loops reset themselves when the loop ends, so a loop entered again
 * runs again. Returns the code and how many loops it holds.
 */
function renderProgram(statements: Statement[]): {code: string; loops: number} {
  let loops = 0;
  const counters: string[] = [];
  const render = (statement: Statement, labels: string[]): string => {
    if (statement.type === 'step') {
      return `acc = (acc * 31 + ${statement.k} + step++) % 1000003;`;
    }
    if (statement.type === 'jump') {
      if (labels.length === 0) return 'step++;';
      const label = labels[statement.target % labels.length];
      return `if (step++ % ${statement.every} === 0) ${statement.jump} ${label};`;
    }
    loops += 1;
    const id = loops;
    const label = `L${id}`;
    const inner = statement.labelled ? [...labels, label] : labels;
    // A body without braces holds the first statement only.
    const children = statement.braced ? statement.body : statement.body.slice(0, 1);
    const parts = children.map((child) => render(child, inner));
    const body = statement.braced ? `{ ${parts.join(' ')} }` : parts[0];
    const prefix = statement.labelled ? `${label}: ` : '';
    const counter = `i${id}`;
    const keys = Array.from({length: statement.count}, (_, i) => `k${i}: ${i}`).join(', ');
    switch (statement.kind) {
      case 'for':
        return `${prefix}for (let ${counter} = 0; ${counter} < ${statement.count}; ${counter}++) ${body}`;
      case 'while':
        counters.push(counter);
        return `${prefix}while (${counter}++ < ${statement.count} || (${counter} = 0)) ${body}`;
      case 'do':
        counters.push(counter);
        return `${prefix}do ${body} while (++${counter} < ${statement.count} || (${counter} = 0));`;
      case 'forIn':
        return `${prefix}for (const ${counter} in {${keys}}) ${body}`;
      case 'forOf':
        return `${prefix}for (const ${counter} of Array(${statement.count}).keys()) ${body}`;
    }
  };
  const rendered = statements.map((statement) => render(statement, [])).join('\n');
  const declarations = counters.length > 0 ? `let ${counters.map((c) => `${c} = 0`).join(', ')};\n` : '';
  return {code: `let acc = 0, step = 0;\n${declarations}${rendered}\nreturn [acc, step];`, loops};
}

describe('guardLoops, for generated input', () => {
  it('guarded loops that finish compute what the unguarded ones do', () => {
    fc.assert(
      fc.property(fc.array(statementArbitrary, {minLength: 1, maxLength: 4}), (statements) => {
        const {code, loops} = renderProgram(statements);
        const guarded = guardLoops(code);
        expect(guarded.split('.tick()').length - 1).toBe(loops);
        const expected: unknown = new Function(code)();
        expect(new Function(LOOP_GUARD_NAME, guarded)(createLoopGuard())).toEqual(expected);
      }),
      {numRuns: 300},
    );
  });

  const TOKENS = [
    'for',
    'while',
    'do',
    'of',
    'in',
    'let',
    'x',
    'L',
    ':',
    '1',
    'true',
    '(',
    ')',
    '{',
    '}',
    '[',
    ']',
    ';',
    ',',
    '=',
    '++',
    '/',
    '*',
    '//',
    '/*',
    '*/',
    "'",
    '"',
    '`',
    '${',
    '\\',
    'continue',
    'break',
    'return',
    'yield',
    'async',
    'function',
    '=>',
    ' ',
    '\n',
    '<',
    '>',
  ];

  it.each([
    ['any text', fc.string({unit: 'grapheme', maxLength: 200})],
    ['JavaScript-like token soup', fc.array(fc.constantFrom(...TOKENS), {maxLength: 60}).map((t) => t.join(''))],
  ])('%s: either guarded code that parses, or a SyntaxError', (_name, input) => {
    fc.assert(
      fc.property(input, (code) => {
        let guarded: string;
        try {
          guarded = guardLoops(code);
        } catch (error) {
          expect(error).toBeInstanceOf(SyntaxError);
          return;
        }
        expect(() =>
          parse(guarded, {ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true}),
        ).not.toThrow();
      }),
      {numRuns: 1000},
    );
  });
});
