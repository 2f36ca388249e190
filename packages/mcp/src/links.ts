/**
 * The address an answer may hand out for a link of the site's manifest or
 * search index: a site path (`/api/line#demo-line-basic`) resolved against
 * the site's address, staying on its origin, or an absolute http(s) address.
 * Anything else (`javascript:`, `data:`, `//host`, `/\host`) gives undefined
 * and the answer leaves the link out.
 */
export function siteLink(link: string, siteUrl: string): string | undefined {
  let base: URL;
  try {
    base = new URL(siteUrl);
  } catch {
    return undefined;
  }
  const web = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';
  if (!web(base)) return undefined;
  if (/^https?:\/\//i.test(link)) {
    try {
      const url = new URL(link);
      return web(url) ? url.href : undefined;
    } catch {
      return undefined;
    }
  }
  if (!link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return undefined;
  const url = new URL(link.slice(1), base);
  return url.origin === base.origin ? url.href : undefined;
}
