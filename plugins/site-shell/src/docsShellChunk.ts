// Docusaurus' own naming of route chunks (not a public export): asked for a
// module it has already named, it returns that same name.
import {genChunkName} from '@docusaurus/core/lib/server/codegen/codegenRoutes';

/**
 * The parts of a bundler chunk read here; webpack's and Rspack's chunks both
 * have them, so the cache groups work with either bundler.
 */
export interface BundlerChunk {
  readonly groupsIterable: Iterable<{readonly origins: ReadonlyArray<{readonly request?: string | null}>}>;
}

/** The part of the bundler's chunk graph read here. */
interface BundlerChunkGraph<M> {
  getModuleChunks(module: M): Iterable<BundlerChunk>;
}

const DOCS_ROOT = '@theme/DocsRoot';

/**
 * What every docs page's route imports besides its own content and version
 * data: the docs plugin's data and the theme's nested layouts, from the docs
 * root down to the page.
 */
const DOCS_SHELL_REQUESTS = [
  /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/__plugin\.json$/,
  /^@theme\/(DocsRoot|DocVersionRoot|DocRoot|DocItem)$/,
];

/** Whether a route loads the chunk for one of those imports. */
export function isDocsShellChunk(chunk: BundlerChunk): boolean {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const request = origin.request ?? '';
      if (DOCS_SHELL_REQUESTS.some((pattern) => pattern.test(request))) {
        return true;
      }
    }
  }
  return false;
}

/** Whether every chunk that holds the module is a docs shell chunk. */
function onlyInDocsShell<M>(module: M, {chunkGraph}: {chunkGraph: BundlerChunkGraph<M>}): boolean {
  return [...chunkGraph.getModuleChunks(module)].every(isDocsShellChunk);
}

/**
 * One chunk for the code every docs page runs while it starts, as two cache
 * groups that fill the same chunk.
 *
 * Docusaurus gives each route import its own chunk, and the bundler splits
 * their packages further: a docs page started 12 scripts, each inserted and
 * run in the main bundle's start-up task. The layouts are always loaded
 * together, so their code gains nothing from being apart.
 *
 * - `docsShell`, first in line: code that only docs routes use.
 * - `docsShellShared`, last in line: code other routes use too, unless the
 *   bundler's own groups take it first. Packages big enough to get a shared
 *   chunk (the code block's highlighter) keep it, so going from the home page
 *   to the guide never fetches them twice; what is left (the site's own files
 *   and small packages) was already copied into each route's chunk.
 *
 * The chunk takes the name Docusaurus gave the docs root's chunk: Docusaurus
 * prefetches a route by its chunks' names (links in view, at idle time) and
 * skips names that are no longer chunks, so under a name of its own the shell
 * would only be fetched once the visitor hovers or taps a link. Code already
 * in that chunk stays there, out of reach of these groups: a package of 20 KB
 * or more that the docs root alone imported would be split off by the
 * bundler's package group (theme-classic's docs root imports none).
 */
export function docsShellCacheGroups() {
  const name = genChunkName(DOCS_ROOT);
  return {
    docsShell: {name, chunks: isDocsShellChunk, test: onlyInDocsShell, enforce: true, priority: 45},
    // Below the bundler's package group (-10) and Docusaurus' `common` (40).
    docsShellShared: {name, chunks: isDocsShellChunk, enforce: true, priority: -30},
  };
}
