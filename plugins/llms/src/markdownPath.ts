/**
 * The Markdown twin of a page: its path plus `.md`, and `/index.md` for the
 * home page. Query and hash are dropped (`/api/line?tab=examples` -> `/api/line.md`).
 */
export function markdownPathOf(pagePath: string): string {
  const clean = pagePath.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}
