/**
 * `npm run typecheck`'s last step: the TypeScript code blocks of the recipe
 * pages compile (each a module, titled blocks importing each other). Prints
 * each error at its line in the page and exits 1 when there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkSnippets} from './checkSnippets.mjs';

const SITE_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** Folders whose pages' blocks are checked: the recipes. */
const CHECKED = ['docs/recipes'];

const pages = CHECKED.flatMap((folder) =>
  fs
    .readdirSync(path.join(SITE_DIR, folder))
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      return {file, source: fs.readFileSync(path.join(SITE_DIR, file), 'utf8')};
    }),
);

const problems = checkSnippets(pages, SITE_DIR);
if (problems.length > 0) {
  process.stderr.write(
    `${problems.join('\n')}\n${problems.length} type error(s) in the code blocks of ${CHECKED.join(', ')}\n`,
  );
  process.exit(1);
}
process.stdout.write(`code blocks of ${pages.length} pages compile\n`);
