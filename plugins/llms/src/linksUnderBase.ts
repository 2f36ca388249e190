/**
 * Root-relative link targets in the Markdown (`[Line](/api/line)`) put under
 * the site's base path (BASE_URL `/docs/`: `[Line](/docs/api/line)`), so a twin
 * read from a site deployed under a sub-path links to its pages there. At the
 * root (`/`) the text is returned as it is.
 */
export function linksUnderBase(markdown: string, baseUrl: string): string {
  if (baseUrl === '/') return markdown;
  // `](/x` but not `](//host`: a network-path link leaves the site.
  return markdown.replace(/\]\(\/(?!\/)/g, `](${baseUrl}`);
}
