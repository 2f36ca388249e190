import fs from 'node:fs';
import path from 'node:path';
import {docsEditUrl, DOCS_DIR} from '../docsVersions';

const SITE_DIR = path.resolve(__dirname, '../..');

function docFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return docFiles(path.join(dir, entry.name), relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('docsEditUrl', () => {
  it('links every page to its own source file in this repository', () => {
    const editUrl = docsEditUrl({DOCS_REPOSITORY_URL: 'https://github.com/org/plots-docs/'});
    const files = docFiles(path.join(SITE_DIR, DOCS_DIR));
    expect(files).toContain('api/line.mdx');
    for (const docPath of files) {
      const url = editUrl!({docPath});
      const prefix = 'https://github.com/org/plots-docs/edit/main/';
      expect(url.startsWith(prefix)).toBe(true);
      expect(fs.existsSync(path.join(SITE_DIR, url.slice(prefix.length)))).toBe(true);
    }
  });

  it('uses the configured branch', () => {
    expect(
      docsEditUrl({DOCS_REPOSITORY_URL: 'https://gitlab.example/docs', DOCS_REPOSITORY_BRANCH: 'release'})!({
        docPath: 'guide.mdx',
      }),
    ).toBe('https://gitlab.example/docs/edit/release/docs/guide.mdx');
  });

  it('gives no link without a repository, and a clear message for a malformed one', () => {
    expect(docsEditUrl({})).toBeUndefined();
    expect(() => docsEditUrl({DOCS_REPOSITORY_URL: 'github.com/org/repo'})).toThrow(
      /https address of this site's repository/,
    );
  });
});
