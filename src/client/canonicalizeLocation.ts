import {canonicalPath} from './canonicalPath';

/**
 * Runs as a client module, before Docusaurus reads `window.location` to
 * preload the route and hydrate the page: a path served under another
 * spelling (`/api//line`, `/guide/`, `/api/line.html`, `//evil.example/`)
 * becomes its canonical path first, so React hydrates the route the HTML was
 * rendered for and Back never returns to the odd spelling.
 */
export function canonicalizeLocation(win: Window): void {
  const {pathname, search, hash} = win.location;
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) {
    win.history.replaceState(win.history.state, '', `${canonical}${search}${hash}`);
  }
}

if (typeof window !== 'undefined') {
  canonicalizeLocation(window);
}
