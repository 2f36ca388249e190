/**
 * The docs' one version and where its pages' sources are edited. Read by
 * docusaurus.config.ts at build time.
 */

/** The official documentation of @ant-design/plots 2.x (the G2 5 based major), as its repository's README names it. */
export const OFFICIAL_2X_DOCS_URL = 'https://ant-design-charts.antgroup.com/en/';

/** The folder the docs plugin reads, relative to the repository root (docusaurus.config.ts: `docs.path`). */
export const DOCS_DIR = 'docs';

interface EditUrlEnv {
  /** The web address of this site's own repository, such as `https://github.com/org/plots-docs`. */
  DOCS_REPOSITORY_URL?: string;
  /** The branch the edit links open; `main` when unset. */
  DOCS_REPOSITORY_BRANCH?: string;
}

/**
 * The docs plugin's `editUrl`: `{repository}/edit/{branch}/docs/{file}` for a page whose
 * source is `docs/{file}`, so "Edit this page" opens the file this build read. Without
 * `DOCS_REPOSITORY_URL` there is no link: the library's repository (ant-design-charts)
 * does not hold these pages, and a link into it would open a file that does not exist.
 */
export function docsEditUrl(env: EditUrlEnv): ((params: {docPath: string}) => string) | undefined {
  const repository = env.DOCS_REPOSITORY_URL?.trim().replace(/\/+$/, '');
  if (!repository) return undefined;
  if (!/^https:\/\/[^/\s]+\/\S+$/.test(repository)) {
    throw new Error(
      `DOCS_REPOSITORY_URL must be the https address of this site's repository (https://github.com/org/repo), got "${repository}".`,
    );
  }
  const branch = env.DOCS_REPOSITORY_BRANCH?.trim() || 'main';
  return ({docPath}) => `${repository}/edit/${encodeURIComponent(branch)}/${DOCS_DIR}/${docPath}`;
}
