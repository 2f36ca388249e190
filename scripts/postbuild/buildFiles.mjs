/** Reading a production build: its files, and the records the post-build step writes into it. */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Absolute paths of the build's regular files whose name passes `keep`, in every folder.
 * @param {string} buildDir
 * @param {(name: string) => boolean} keep
 * @returns {string[]}
 */
export function buildFiles(buildDir, keep) {
  return fs
    .readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Every HTML page of the build. @param {string} buildDir */
export const htmlFiles = (buildDir) => buildFiles(buildDir, (name) => name.endsWith('.html'));

/**
 * A JSON record the post-build step wrote into the build; a clear error when the build was not post-processed.
 * The record is `unknown`: each reader checks the shape it needs.
 * @param {string} buildDir
 * @param {string} fileName
 * @returns {{file: string, record: unknown}}
 */
export function readPostBuildRecord(buildDir, fileName) {
  const file = path.join(buildDir, fileName);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: the build was not post-processed. Run "npm run build", ` +
        `or "node scripts/postbuild/run.mjs --dir ${buildDir}" after "docusaurus build".`,
    );
  }
  return {file, record: JSON.parse(fs.readFileSync(file, 'utf8'))};
}
