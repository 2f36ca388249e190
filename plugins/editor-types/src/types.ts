/**
 * The declaration bundle the live editor's type help loads: every `.d.ts`
 * file reachable from `@ant-design/plots` and React's types, plus the
 * TypeScript lib files they need, as one JSON file. Type-only: the browser
 * (the editor's worker) reads it, so nothing here may pull in Node.
 */
export interface EditorTypesBundle {
  /** TypeScript version the files were read with (the worker's must read them the same way). */
  typescriptVersion: string;
  /**
   * Virtual file system: absolute POSIX paths (`/node_modules/@antv/g2plot/lib/index.d.ts`,
   * `/node_modules/@antv/g2plot/package.json`, `/lib/lib.es5.d.ts`) to their text.
   */
  files: Record<string, string>;
  /** The lib files among `files`, to be given to the compiler as root files (the bundle is read with `noLib`). */
  libFiles: string[];
  /** Every declaration file among `files` but the libs, given to the compiler as root files too. */
  rootFiles: string[];
}
