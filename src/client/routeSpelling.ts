/**
 * One spelling per path, case included, in the browser: the app's routes
 * are matched case-sensitively, and another casing of a route's path
 * (`/Guide`, `/API/LINE`) is mapped to the route's own spelling. React
 * Router matches paths ignoring case by default, so a server that answered
 * `/Guide` with the not-found page had that page hydrated as the guide: React
 * errors #418/#425 and a crash. Both servers answer such a path with a 301
 * (scripts/server/canonicalRedirect.mjs, deploy/nginx.conf); this covers any
 * other host and links inside the app.
 */

/** The part of a route read here; react-router-config's and Docusaurus' routes fit. */
export interface RouteLike {
  path?: string | readonly string[];
  exact?: boolean;
  sensitive?: boolean;
  routes?: readonly RouteLike[];
}

/**
 * Every exact route path by its lower case. Paths without a letter need no
 * entry; two routes whose paths differ only in case get none (each is then
 * only reached under its own spelling).
 */
export function routeSpellings(routeList: readonly RouteLike[]): Map<string, string> {
  const spellings = new Map<string, string>();
  const ambiguous = new Set<string>();
  const visit = (list: readonly RouteLike[]): void => {
    for (const route of list) {
      const paths = typeof route.path === 'string' ? [route.path] : (route.path ?? []);
      for (const path of route.exact ? paths : []) {
        const key = path.toLowerCase();
        if (key === path.toUpperCase() || path.includes(':') || path.includes('*')) continue;
        if (spellings.has(key) && spellings.get(key) !== path) ambiguous.add(key);
        spellings.set(key, path);
      }
      if (route.routes) visit(route.routes);
    }
  };
  visit(routeList);
  for (const key of ambiguous) spellings.delete(key);
  return spellings;
}

/**
 * Makes every route match only its own spelling (react-router's `sensitive`),
 * so another casing renders the not-found page, as the server sent it. Runs
 * before Docusaurus renders and preloads the routes (it imports the client
 * modules first).
 */
export function matchCaseSensitively(routeList: readonly RouteLike[]): void {
  for (const route of routeList) {
    (route as {sensitive?: boolean}).sensitive = true;
    if (route.routes) matchCaseSensitively(route.routes);
  }
}
