/**
 * Docusaurus decodes `location.pathname` before the app starts; a malformed
 * percent-encoding (`/%E0%A4%A`, a truncated link) throws `URIError` there and
 * the page never comes alive. Escaping the stray `%` signs first turns such a
 * path into an ordinary unknown path, which renders the not-found page.
 * Runs as a client module, before the app's first render.
 */
export function repairPathname(pathname: string): string | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

if (typeof window !== 'undefined') {
  const repaired = repairPathname(window.location.pathname);
  if (repaired !== null) {
    window.history.replaceState(
      window.history.state,
      '',
      `${repaired}${window.location.search}${window.location.hash}`,
    );
  }
}
