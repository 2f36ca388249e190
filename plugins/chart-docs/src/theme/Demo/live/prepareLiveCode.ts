import {transform} from 'sucrase';
import {guardLoops} from './guardLoops';
import {AS_ERROR_NAME} from './liveScope';

/**
 * Turns a demo file as the visitor edited it (TypeScript, JSX, imports and a
 * default export) into the plain JavaScript react-live runs: compiled by
 * sucrase, which keeps every line where it was (so errors name the line the
 * visitor sees), then loop-guarded. Demo files default-export a component;
 * react-live's no-inline mode needs a `render(...)` call.
 *
 * Whatever the code throws while it runs reaches react-live as an Error
 * (react-live turns errors into text with `toString()`, which `null` lacks).
 *
 * Throws a SyntaxError when the code does not compile or parse; react-live
 * shows it inside the demo and runs nothing.
 */
export function prepareLiveCode(code: string): string {
  const compiled = transform(code, {transforms: ['jsx', 'typescript', 'imports'], production: true}).code;
  // The wrapper opens on the first line and closes after the last, so every line keeps its number.
  return `try { ${guardLoops(compiled)}\n;render(React.createElement(exports.default ?? (() => { throw new Error('The demo must default-export a component.'); })));\n} catch (thrown) { throw ${AS_ERROR_NAME}(thrown); }\n`;
}
