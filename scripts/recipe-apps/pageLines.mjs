/**
 * Compiler output with each extracted file's position (`src/App.tsx(3,7)` or `src/App.tsx:3:7`) followed by
 * where that line is in its recipe page (`docs/recipes/vite.mdx:18`), so a reader fixes the page, not the copy.
 * @param {string} output
 * @param {readonly {file: string, page: string, line: number}[]} written files relative to test/recipe-apps/
 * @returns {string}
 */
export function pageLines(output, written) {
  return output.replace(/([\w./@-]+\.tsx?)(?:\((\d+),\d+\)|:(\d+):\d+)/g, (match, file, lineA, lineB) => {
    const entry = written.find((candidate) => candidate.file.endsWith(file) && file.length > 0);
    const line = Number(lineA ?? lineB);
    return entry ? `${match} [${entry.page}:${entry.line + line - 1}]` : match;
  });
}
