import {parse, type Node} from 'acorn';
import {ancestor} from 'acorn-walk';

/**
 * Puts a guard on every loop of compiled demo code (plain JavaScript: the
 * TypeScript and JSX are compiled away first), so an endless loop typed into
 * the live editor throws instead of freezing the tab. The code is parsed, not
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
 */
export const LOOP_GUARD_NAME = '__loopGuard';

type LoopNode = Node & {body: Node; loc?: {start: {line: number}} | null};

const LOOP_TYPES = ['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement'];

interface FoundLoop {
  loop: LoopNode;
  /** The loop, or the outermost of the labels right in front of it. */
  statement: Node;
}

function findLoops(program: Node): FoundLoop[] {
  const loops: FoundLoop[] = [];
  const visitors = Object.fromEntries(
    LOOP_TYPES.map((type) => [
      type,
      (node: Node, _state: unknown, ancestors: Node[]) => {
        let statement = node;
        for (let i = ancestors.length - 2; i >= 0 && ancestors[i].type === 'LabeledStatement'; i -= 1) {
          statement = ancestors[i];
        }
        loops.push({loop: node as LoopNode, statement});
      },
    ]),
  );
  ancestor(program, visitors);
  // Source order (the walk visits inner loops first): see the edits below.
  return loops.sort((a, b) => a.statement.start - b.statement.start);
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
    throw new SyntaxError(`The code could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

interface Insertion {
  at: number;
  text: string;
}

/** Inserts texts at offsets of the code; texts at one offset keep the order they are listed in. */
function insert(code: string, insertions: Insertion[]): string {
  // Array sort is stable, so equal offsets keep their listed order.
  const sorted = [...insertions].sort((a, b) => a.at - b.at);
  let result = '';
  let from = 0;
  for (const {at, text} of sorted) {
    result += code.slice(from, at) + text;
    from = at;
  }
  return result + code.slice(from);
}

/**
 * Returns the code with its loops guarded; throws a SyntaxError (with the line
 * and column in its message) when the code does not parse.
 */
export function guardLoops(code: string): string {
  const loops = findLoops(parseScript(code));
  if (loops.length === 0) {
    return code;
  }
  const insertions: Insertion[] = [];
  loops.forEach(({loop, statement}, index) => {
    const entry = `__loop${index + 1}`;
    const line = loop.loc?.start.line ?? 0;
    // Loops come in source order, and texts at one offset keep their order: a loop's closing
    // braces precede the opening text of a loop right after it. (Closers are all `}`, and an
    // outer loop's tick runs as often inside or outside an inner loop's block, so nothing else matters.)
    insertions.push({at: statement.start, text: `{const ${entry} = ${LOOP_GUARD_NAME}(${line}); `});
    insertions.push({at: statement.end, text: '}'});
    const {body} = loop;
    if (body.type === 'BlockStatement') {
      insertions.push({at: body.start + 1, text: `${entry}.tick(); `});
    } else {
      insertions.push({at: body.start, text: `{${entry}.tick(); `}, {at: body.end, text: '}'});
    }
  });
  return insert(code, insertions);
}
