import {transform} from 'sucrase';
import {guardLoops} from './guardLoops';

/**
 * Turns a demo file as the visitor edited it (TypeScript, JSX, imports and a
 * default export) into the plain JavaScript react-live runs: compiled by
 * sucrase, which keeps every line where it was (so errors name the line the
 * visitor sees), then loop-guarded. Demo files default-export a component;
 * react-live's no-inline mode needs a `render(...)` call.
 *
 * Throws a SyntaxError when the code does not compile or parse; react-live
 * shows it inside the demo and runs nothing.
 */
export function prepareLiveCode(code: string): string {
  const compiled = transform(code, {transforms: ['jsx', 'typescript', 'imports'], production: true}).code;
  return `${guardLoops(compiled)}\n;render(React.createElement(exports.default ?? (() => { throw new Error('The demo must default-export a component.'); })));\n`;
}
