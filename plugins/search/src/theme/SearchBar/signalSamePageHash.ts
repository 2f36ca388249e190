/**
 * Called just before the router follows `link`. When the link only changes
 * the hash of the current page (a result for another row of the props table
 * being read), fires `hashchange` once the router has pushed it: history.push
 * never fires it, and the page's hash listeners (PropsTable opens, expands
 * and scrolls to `#prop-...` rows) wait for it.
 */
export function signalSamePageHash(link: string): void {
  if (typeof window === 'undefined') return;
  const target = new URL(link, window.location.href);
  if (target.pathname !== window.location.pathname || target.search !== window.location.search || !target.hash) return;
  window.setTimeout(() => {
    if (window.location.hash === target.hash) {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    }
  }, 0);
}
