/**
 * A build must not carry the folder it was built in: an absolute path such
 * as `/home/me/site/.docusaurus/...` tells visitors about the machine, and
 * makes two builds of the same sources differ. Docusaurus keeps a route
 * module's path in the main bundle as the plugin gave it, so plugins give
 * `@site/...` paths (aliasedSitePath); this check, run by the post-build
 * step, fails the build when anything slips through.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildFiles} from './buildFiles.mjs';

/** Files a path could be written into; pictures and fonts cannot hold one. */
const TEXT_FILE = /\.(?:html|js|css|json|xml|txt|md|svg|map|webmanifest)$/;

/**
 * The build's files (relative paths) that contain siteDir's absolute path.
 * @param {string} buildDir
 * @param {string} siteDir
 */
export function filesWithMachinePath(buildDir, siteDir) {
  const needle = Buffer.from(path.resolve(siteDir));
  return buildFiles(buildDir, (name) => TEXT_FILE.test(name))
    .filter((file) => fs.readFileSync(file).includes(needle))
    .map((file) => path.relative(buildDir, file));
}

/**
 * Throws, naming the files, when the build holds siteDir's absolute path.
 * @param {string} buildDir
 * @param {string} siteDir
 */
export function assertNoMachinePaths(buildDir, siteDir) {
  const files = filesWithMachinePath(buildDir, siteDir);
  if (files.length > 0) {
    throw new Error(
      `${files.length} built file(s) contain the absolute path of the site folder (${path.resolve(siteDir)}): ` +
        `${files.slice(0, 5).join(', ')}. A plugin passes an absolute module path to Docusaurus; ` +
        'give it as @site/... (aliasedSitePath from @docusaurus/utils).',
    );
  }
}
