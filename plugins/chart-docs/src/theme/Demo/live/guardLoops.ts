import {parse, type Node} from 'acorn';
import {ancestor} from 'acorn-walk';
import {errorMessage} from '@site/plugins/site-shell/src/client';

/**
 * Puts a guard on every loop and every function of compiled demo code (plain
 * JavaScript: the TypeScript and JSX are compiled away first), so an endless
 * loop, an endless recursion or an endless chain of microtasks typed into the
 * live editor throws instead of freezing the tab. The code is parsed, not
 * scanned: strings, regular expressions, comments and template literals cannot
 * confuse it, and loops without braces are guarded too.
 *
 * Each loop statement (with its labels) is wrapped in a block that opens an
 * entry of the guard, and its body ticks that entry on every iteration:
 *
 *   outer: for (;;) x();
 *   {const __loop1 = __loopGuard(1); outer: for (;;) {__loop1.tick(); x();}}
 *
 * The block goes around the labels, so `continue outer` still names a loop.
 * Each function tells the guard it was entered, first thing:
 *
 *   function f() { g(); }        ->  function f() {__loopGuard.enter(1); g(); }
 *   const h = (x) => x * 2;      ->  const h = (x) => (__loopGuard.enter(2), x * 2);
 */
export const LOOP_GUARD_NAME = '__loopGuard';

type LoopNode = Node & {body: Node; loc?: {start: {line: number}} | null};
type FunctionNode = Node & {body: Node; expression?: boolean; loc?: {start: {line: number}} | null};

const FUNCTION_TYPES = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];

const LOOP_TYPES = ['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement'];

interface FoundLoop {
  loop: LoopNode;
  /** The loop, or the outermost of the labels right in front of it. */
  statement: Node;
}

function findGuarded(program: Node): {loops: FoundLoop[]; functions: FunctionNode[]} {
  const loops: FoundLoop[] = [];
  const functions: FunctionNode[] = [];
  const visitors = Object.fromEntries([
    ...LOOP_TYPES.map((type) => [
      type,
      (node: Node, _state: unknown, ancestors: Node[]) => {
        let statement = node;
        for (let i = ancestors.length - 2; i >= 0 && ancestors[i].type === 'LabeledStatement'; i -= 1) {
          statement = ancestors[i];
        }
        loops.push({loop: node as LoopNode, statement});
      },
    ]),
    ...FUNCTION_TYPES.map((type) => [type, (node: Node) => functions.push(node as FunctionNode)]),
  ]);
  ancestor(program, visitors);
  // Source order (the walk visits inner loops first), so loop entries are numbered as they are read.
  return {loops: loops.sort((a, b) => a.statement.start - b.statement.start), functions};
}

function parseScript(code: string): Node {
  try {
    // The code runs as the body of a function (react-live's evaluation), so a top-level `return` is valid.
    return parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      locations: true,
    });
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw error;
    }
    // Code nested deeper than the parser's stack reaches (thousands of brackets) cannot run either.
    throw new SyntaxError(`The code could not be read: ${errorMessage(error)}`);
  }
}

/**
 * A text to insert. An opener starts a wrapper around the node `[from, to)`,
 * a closer ends one. At one offset, closers go first (a wrapper ending there
 * closes before the next one opens), inner closers before outer ones, and
 * outer openers before inner ones, so wrappers always nest.
 */
interface Insertion {
  at: number;
  text: string;
  kind: 'open' | 'close';
  from: number;
  to: number;
}

function byNesting(a: Insertion, b: Insertion): number {
  if (a.at !== b.at) return a.at - b.at;
  if (a.kind !== b.kind) return a.kind === 'close' ? -1 : 1;
  return a.kind === 'close' ? b.from - a.from : b.to - a.to;
}

/** Inserts texts at offsets of the code, nesting them (see Insertion). */
function insert(code: string, insertions: Insertion[]): string {
  // Array sort is stable: texts that tie keep their listed order.
  const sorted = [...insertions].sort(byNesting);
  let result = '';
  let from = 0;
  for (const {at, text} of sorted) {
    result += code.slice(from, at) + text;
    from = at;
  }
  return result + code.slice(from);
}

const opener = (node: Node, at: number, text: string): Insertion => ({
  at,
  text,
  kind: 'open',
  from: node.start,
  to: node.end,
});
const closer = (node: Node, text: string): Insertion => ({
  at: node.end,
  text,
  kind: 'close',
  from: node.start,
  to: node.end,
});

/**
 * Returns the code with its loops and functions guarded, calling the guard by
 * `guardName` (the live scope's, or a global one for code made at run time);
 * throws a SyntaxError (with the line and column in its message) when the
 * code does not parse.
 */
export function guardLoops(code: string, guardName: string = LOOP_GUARD_NAME): string {
  const {loops, functions} = findGuarded(parseScript(code));
  if (loops.length === 0 && functions.length === 0) {
    return code;
  }
  const insertions: Insertion[] = [];
  loops.forEach(({loop, statement}, index) => {
    const entry = `__loop${index + 1}`;
    const line = loop.loc?.start.line ?? 0;
    insertions.push(opener(statement, statement.start, `{const ${entry} = ${guardName}(${line}); `));
    insertions.push(closer(statement, '}'));
    const {body} = loop;
    if (body.type === 'BlockStatement') {
      insertions.push(opener(body, body.start + 1, `${entry}.tick(); `));
    } else {
      insertions.push(opener(body, body.start, `{${entry}.tick(); `), closer(body, '}'));
    }
  });
  for (const fn of functions) {
    const enter = `${guardName}.enter(${fn.loc?.start.line ?? 0})`;
    const {body} = fn;
    if (body.type === 'BlockStatement') {
      insertions.push(opener(body, body.start + 1, `${enter}; `));
    } else {
      // An arrow's expression body (`(x) => x * 2`, `() => ({a: 1})`) becomes a comma expression.
      insertions.push(opener(body, body.start, `(${enter}, `), closer(body, ')'));
    }
  }
  return insert(code, insertions);
}
