import siteConfig from '@generated/docusaurus.config';
import routes from '@generated/routes';
import {canonicalPath} from './canonicalPath';
import {matchCaseSensitively, routeSpellings, type RouteLike} from './routeSpelling';

/** Set on the not-found page's content (src/theme/NotFound/Content). */
export const NOT_FOUND_MARKER = 'data-page-not-found';

export interface CanonicalizeOptions {
  /** A route's own spelling of a path in any case, undefined for no route. */
  spellingOf: (path: string) => string | undefined;
  /** The site's base path (BASE_URL, `/docs/`): its home page keeps the slash, as Docusaurus links it. */
  baseUrl?: string;
}

const appRoutes = routes as readonly RouteLike[];
const spellings = routeSpellings(appRoutes);
/** The app's route spelling of a path in any case (`/GUIDE` -> `/guide`), undefined for no route. */
export const appSpellingOf = (path: string): string | undefined => spellings.get(path.toLowerCase());

/**
 * A path as the site spells it: under a base path (`/docs/`) the home page keeps
 * its slash, as Docusaurus links it; every other path is left as it is.
 */
export function withBaseHome(path: string, baseUrl: string = siteConfig.baseUrl): string {
  const home = baseUrl.replace(/\/$/, '');
  return home && path.toLowerCase() === home.toLowerCase() ? baseUrl : path;
}

/**
 * Runs as a client module, before Docusaurus reads `window.location` to
 * preload the route and hydrate the page: a path served under another
 * spelling (`/api//line`, `/guide/`, `/api/line.html`, `//evil.example/`)
 * becomes its canonical path first, so React hydrates the route the HTML was
 * rendered for and Back never returns to the odd spelling.
 *
 * Another casing of a route's path (`/Guide`) is only served by a host that
 * does not redirect it: with the page itself (a host that ignores case), which
 * then hydrates under the route's spelling; or with the not-found page, which
 * hydrates as such (routes match case-sensitively) while the browser loads the
 * page from the route's spelling.
 */
export function canonicalizeLocation(
  win: Window,
  {spellingOf, baseUrl = siteConfig.baseUrl}: CanonicalizeOptions = {spellingOf: appSpellingOf},
): void {
  const {pathname, search, hash} = win.location;
  const canonical = canonicalPath(pathname);
  const spelled = withBaseHome(spellingOf(canonical) ?? canonical, baseUrl);
  if (spelled !== canonical && win.document.querySelector(`[${NOT_FOUND_MARKER}]`)) {
    win.location.replace(`${spelled}${search}${hash}`);
    return;
  }
  if (spelled !== pathname) {
    win.history.replaceState(win.history.state, '', `${spelled}${search}${hash}`);
  }
}

// On the server too: the prerendered pages and the browser match routes alike.
matchCaseSensitively(appRoutes);

if (typeof window !== 'undefined') {
  canonicalizeLocation(window);
}
